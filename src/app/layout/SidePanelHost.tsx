import { lazy, Suspense, type ComponentType } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n';
import { NAMESPACES, type Namespace } from '@/i18n/resources';
import { LoadingState } from '@/shared/components/ListState';
import { isPanelEntry } from '@/shared/panels/definePanel';
import { panelClosed } from '@/shared/panels/panelsSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

/**
 * Every feature's panels: what each `src/features/<feature>/panels.ts` exports. Vite finds them
 * (import.meta.glob), so a new panel needs no line here. Each body is its own chunk, fetched with
 * its feature's words the first time its panel opens.
 */
function collectPanels(): Record<string, ComponentType> {
  const modules = import.meta.glob<Record<string, unknown>>('/src/features/*/panels.ts', {
    eager: true,
  });
  const bodies: Record<string, ComponentType> = {};
  for (const [path, exports] of Object.entries(modules)) {
    const feature = path.split('/').at(-2) ?? '';
    const words = (NAMESPACES as string[]).includes(feature) ? [feature as Namespace] : [];
    for (const entry of Object.values(exports).filter(isPanelEntry)) {
      if (entry.name in bodies) throw new Error(`Two side panels are named ${entry.name}.`);
      bodies[entry.name] = lazy(async () => {
        const [Body] = await Promise.all([
          entry.load(),
          i18n.loadNamespaces(words).catch(() => {}),
        ]);
        return { default: Body };
      });
    }
  }
  return bodies;
}

const PANEL_BODIES = collectPanels();

/** The one side panel host: only one panel is open at a time (docs/product.md#side-panels). */
export function SidePanelHost() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.panels.open);
  const Body = open ? PANEL_BODIES[open] : undefined;

  return (
    <Offcanvas
      show={open !== null}
      onHide={() => dispatch(panelClosed())}
      placement="end"
      className="side-panel"
      aria-labelledby="side-panel-title"
    >
      <Offcanvas.Header closeButton closeLabel={t('actions.close')}>
        <Offcanvas.Title id="side-panel-title" as="h2" className="h5">
          {open && t(`panels.${open}`, { defaultValue: '' })}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {Body && (
          <Suspense fallback={<LoadingState />}>
            <Body />
          </Suspense>
        )}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
