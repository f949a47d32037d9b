import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import { getSharedManager } from 'react-bootstrap/BootstrapModalManager';
import Offcanvas from 'react-bootstrap/Offcanvas';
import Spinner from 'react-bootstrap/Spinner';
import Tab from 'react-bootstrap/Tab';
import { CheckCircleFill } from '@/shared/icons/CheckCircleFill';
import { ExclamationTriangleFill } from '@/shared/icons/ExclamationTriangleFill';
import { useTranslation } from 'react-i18next';
import type { ParcelStatus } from '@/api';
import { useCurrentUser } from '@/store/session';
import { useDemoListPersonasQuery } from './demoApi';
import { DataTab } from './DataTab';
import { FaultsTab } from './FaultsTab';
import { MessagesTab } from './MessagesTab';
import { PersonasTab } from './PersonasTab';
import { ReportContext, type Report } from './report';
import { ScenariosTab } from './ScenariosTab';
import { StaffTab } from './StaffTab';
import { useVitals, VitalsTab } from './VitalsTab';
import '@/styles/demo.css';

const TABS = ['personas', 'staff', 'messages', 'scenarios', 'data', 'faults', 'vitals'] as const;

/**
 * The demo console (mock backend only; the footer loads this chunk on first use): personas,
 * the staff simulator, notifications and rates, scenarios, export / import, faults and this
 * page's web vitals. A side panel on the left with no backdrop: the screens behind it stay in
 * view and take clicks while the staff's actions change them (the customer's own panels open on
 * the right); on a phone it takes the screen. Escape closes it and the focus returns to what
 * opened it. The customer the actions are for is chosen once at the top (by default the
 * signed-in one); the last action's result shows at the bottom, announced to screen readers.
 */
export function DemoConsole({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation('demo');
  const [report, setReport] = useState<Report | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  // Kept here, not in the dialog (its content unmounts when hidden): it reopens where it was left,
  // on the same tab and the staff's same stage.
  const [tab, setTab] = useState('personas');
  const [stage, setStage] = useState<ParcelStatus>('waiting');
  const { user } = useCurrentUser();
  const personas = useDemoListPersonasQuery(undefined, { skip: !show }).data?.personas ?? [];
  const signedInAxid = user?.AXID;
  // A chosen customer gone with a reset or an import falls back to the signed-in one.
  const known = chosen !== null && personas.some((p) => p.AXID === chosen);
  const axid = (known ? chosen : null) ?? signedInAxid ?? personas[0]?.AXID;
  const onSignedIn = () => setChosen(null);
  // Here, not in the tab: the console stays mounted once opened, so the vitals are observed once.
  const vitals = useVitals();

  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      placement="start"
      backdrop={false}
      enforceFocus={false}
      // The manager of the customer's side panels: the console opened over one is on top of it,
      // so Escape closes the console first and the panel does not pull the focus back.
      manager={getSharedManager()}
      className="demo-console"
      aria-labelledby="demo-console-title"
      // Not modal, so assistive technology keeps the page behind reachable as a mouse does.
      aria-modal={false}
    >
      <Offcanvas.Header closeButton closeLabel={t('actions.close')}>
        <Offcanvas.Title id="demo-console-title" as="h2" className="h5">
          {t('title')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <ReportContext.Provider value={setReport}>
          <p className="small text-body-secondary mb-3">{t('intro')}</p>
          <Form.Group controlId="demo-customer" className="demo-customer mb-3">
            <Form.Label>{t('customer.label')}</Form.Label>
            <Form.Select
              value={axid ?? ''}
              disabled={personas.length === 0}
              onChange={(event) => setChosen(event.target.value)}
            >
              {personas.length === 0 && <option value="">{t('customer.none')}</option>}
              {personas.map((p) => (
                <option key={p.AXID} value={p.AXID}>
                  {t(p.AXID === signedInAxid ? 'customer.signedIn' : 'customer.option', {
                    axid: p.AXID,
                    name: p.name,
                  })}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Tab.Container
            id="demo-console-tabs"
            activeKey={tab}
            onSelect={(key) => setTab(key ?? 'personas')}
            mountOnEnter
          >
            {/* Every tab in view: they wrap into rows where one row is too narrow. */}
            <Nav as="ul" variant="pills" role="tablist" className="demo-tabs mb-3">
              {TABS.map((key) => (
                <Nav.Item as="li" role="presentation" key={key}>
                  <Nav.Link as="button" eventKey={key}>
                    {t(`tabs.${key}`)}
                  </Nav.Link>
                </Nav.Item>
              ))}
            </Nav>
            <Tab.Content>
              <Tab.Pane eventKey="personas">
                <PersonasTab signedInAxid={signedInAxid} onSignedIn={onSignedIn} />
              </Tab.Pane>
              <Tab.Pane eventKey="staff">
                {axid && <StaffTab axid={axid} stage={stage} onStage={setStage} />}
              </Tab.Pane>
              <Tab.Pane eventKey="messages">{axid && <MessagesTab axid={axid} />}</Tab.Pane>
              <Tab.Pane eventKey="scenarios">
                {axid && <ScenariosTab axid={axid} onSignedIn={onSignedIn} />}
              </Tab.Pane>
              <Tab.Pane eventKey="data">
                <DataTab />
              </Tab.Pane>
              <Tab.Pane eventKey="faults">{axid && <FaultsTab axid={axid} />}</Tab.Pane>
              <Tab.Pane eventKey="vitals">
                <VitalsTab vitals={vitals} />
              </Tab.Pane>
            </Tab.Content>
          </Tab.Container>
        </ReportContext.Provider>
      </Offcanvas.Body>
      <div className="demo-console-footer">
        <div
          role="status"
          aria-label={t('result.label')}
          className={`demo-result ${report ? `demo-result-${report.variant}` : ''}`}
        >
          {report && (
            <>
              {report.variant === 'success' ? (
                <CheckCircleFill aria-hidden className="flex-shrink-0" />
              ) : report.variant === 'pending' ? (
                <Spinner animation="border" size="sm" aria-hidden className="flex-shrink-0" />
              ) : (
                <ExclamationTriangleFill aria-hidden className="flex-shrink-0" />
              )}
              <span>{report.text}</span>
            </>
          )}
        </div>
        <Button variant="secondary" onClick={onHide}>
          {t('actions.close')}
        </Button>
      </div>
    </Offcanvas>
  );
}
