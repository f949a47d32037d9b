import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '@/store/hooks';

// The panel host (Offcanvas and its transitions) is its own chunk, loaded when a panel first
// opens; it then stays mounted so that closing animates and returns focus.
const SidePanelHost = lazy(() =>
  import('./SidePanelHost').then((m) => ({ default: m.SidePanelHost })),
);

/** The side panels (docs/product.md#side-panels), one open at a time; see SidePanelHost. */
export function SidePanels() {
  const open = useAppSelector((state) => state.panels.open);
  const [used, setUsed] = useState(false);
  if (open !== null && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <SidePanelHost />
    </Suspense>
  );
}
