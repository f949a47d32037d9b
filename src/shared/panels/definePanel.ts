import type { ComponentType } from 'react';

/**
 * A side panel (docs/architecture.md#routes-and-panels): the name the store keeps while it is
 * open, and its body, a module of its own loaded the first time the panel opens. A feature
 * declares its panels in its `panels.ts`; an opener dispatches `panelOpened(entry)`, and the host
 * (src/app/layout/SidePanelHost.tsx) finds every feature's panels.ts and renders the open one.
 */
export interface PanelEntry {
  readonly name: string;
  /** The panel's body, from its own chunk: `() => import('./XPanel').then((m) => m.XPanel)`. */
  readonly load: () => Promise<ComponentType>;
}

export function definePanel(name: string, load: () => Promise<ComponentType>): PanelEntry {
  return { name, load };
}

export function isPanelEntry(value: unknown): value is PanelEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PanelEntry).name === 'string' &&
    typeof (value as PanelEntry).load === 'function'
  );
}
