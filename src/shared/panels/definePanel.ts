import type { ComponentType } from 'react';
import type { Namespace } from '@/i18n/resources';

/**
 * A side panel (docs/architecture.md#how-to-add-a-panel): the name the store keeps while it is
 * open, and its body, a module of its own loaded the first time the panel opens. A feature
 * declares its panels in its `panels.ts`; an opener dispatches `panelOpened(entry)`, and the host
 * (src/app/layout/SidePanelHost.tsx) renders the open one.
 */
export interface PanelEntry<N extends string = string> {
  readonly name: N;
  /** The panel's body, from its own chunk: `() => import('./XPanel').then((m) => m.XPanel)`. */
  readonly load: () => Promise<ComponentType>;
  /** The namespaces its words are in beyond the first screen's, fetched beside its code. */
  readonly namespaces?: readonly Namespace[];
}

export function definePanel<const N extends string>(
  name: N,
  load: () => Promise<ComponentType>,
  namespaces?: readonly Namespace[],
): PanelEntry<N> {
  return { name, load, namespaces };
}

/**
 * Filled in by the host by declaration merging (`declare module … { interface PanelRegister {
 * panels: typeof PANELS } }`), as features add their slices to the store: `PanelName` is then the
 * names it has a body for, so opening a panel it does not show fails to compile.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface PanelRegister {}

/** The name of a panel the host shows (the keys of its table). */
export type PanelName = PanelRegister extends { panels: infer P }
  ? Extract<keyof P, string>
  : string;
