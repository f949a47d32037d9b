import { Suspense, type ComponentType } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { forgotPasswordPanel, signUpPanel } from '@/features/accounts/panels';
import { courierPanel } from '@/features/courier/panels';
import { addParcelPanel, updateParcelPanel } from '@/features/parcels/panels';
import { addBalancePanel } from '@/features/payments/panels';
import { LoadingState } from '@/shared/components/ListState';
import type { PanelEntry, PanelName } from '@/shared/panels/definePanel';
import { panelClosed } from '@/shared/panels/panelsSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { lazyWithApi } from '@/store/lazyWithApi';

/** The table's type check: every key is the name of the entry it holds. */
function byName<const T extends { [N in keyof T]: PanelEntry<N & string> }>(table: T): T {
  return table;
}

/**
 * Every side panel, by name (docs/architecture.md#how-to-add-a-panel). Each feature declares its
 * panels in its panels.ts; a key holds the entry of that name, once, and `PanelName` is these keys
 * (below), so a panel opened anywhere has exactly one body here.
 */
const PANELS = byName({
  signUp: signUpPanel,
  forgotPassword: forgotPasswordPanel,
  addParcel: addParcelPanel,
  updateParcel: updateParcelPanel,
  addBalance: addBalancePanel,
  courier: courierPanel,
});

declare module '@/shared/panels/definePanel' {
  interface PanelRegister {
    panels: typeof PANELS;
  }
}

/** Each panel's body, its own chunk, loaded with its words the first time its panel opens. */
const PANEL_BODIES = {} as Record<PanelName, ComponentType>;
for (const panel of Object.values(PANELS)) {
  PANEL_BODIES[panel.name] = lazyWithApi(panel.load, { namespaces: panel.namespaces });
}

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
          {open && t(`panels.${open}`)}
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
