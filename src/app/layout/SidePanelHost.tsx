import { Suspense, type ComponentType } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { LoadingState } from '@/shared/components/ListState';
import { panelClosed, type PanelName } from '@/shared/panels/panelsSlice';
import { lazyWithApi } from '@/store/lazyWithApi';

/**
 * The one side panel host: only one panel is open at a time (docs/product.md#side-panels). Each
 * feature supplies its panel body; every body is its own chunk, loaded with its words the first
 * time its panel opens.
 */
const PANEL_BODIES: Record<PanelName, ComponentType> = {
  signUp: lazyWithApi(() => import('@/features/accounts/SignUpPanel').then((m) => m.SignUpPanel)),
  forgotPassword: lazyWithApi(() =>
    import('@/features/accounts/ForgotPasswordPanel').then((m) => m.ForgotPasswordPanel),
  ),
  addParcel: lazyWithApi(
    () => import('@/features/parcels/AddParcelPanel').then((m) => m.AddParcelPanel),
    { namespaces: ['parcels'] },
  ),
  addBalance: lazyWithApi(
    () => import('@/features/payments/AddBalancePanel').then((m) => m.AddBalancePanel),
    { namespaces: ['payments'] },
  ),
  courier: lazyWithApi(
    () => import('@/features/courier/CourierPanel').then((m) => m.CourierPanel),
    { namespaces: ['courier'] },
  ),
  updateParcel: lazyWithApi(
    () => import('@/features/parcels/UpdateParcelPanel').then((m) => m.UpdateParcelPanel),
    { namespaces: ['parcels'] },
  ),
};

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
