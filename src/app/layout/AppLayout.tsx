import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { PopupAnnouncement } from '@/features/popup/PopupAnnouncement';
import { Toasts } from '@/shared/toasts/Toasts';
import { Footer } from './Footer';
import { Header } from './Header';
import { SidePanels } from './SidePanels';
import { Sidebar } from './Sidebar';
import { usePageTitle } from './usePageTitle';

/** The page frame of spec §2: header, sidebar (sign-in or greeting), content, footer. */
export function AppLayout() {
  const { t } = useTranslation();
  usePageTitle();
  return (
    <div className="app-shell d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable skip-link">
        {t('skipToContent')}
      </a>
      <Header />
      <Container as="div" className="flex-grow-1 py-4">
        <Row className="g-4">
          <Col lg={4} xl={3} as="aside" className="sidebar">
            <Sidebar />
          </Col>
          <Col lg={8} xl={9} as="main" id="main" tabIndex={-1}>
            <Outlet />
          </Col>
        </Row>
      </Container>
      <Footer />
      <SidePanels />
      <PopupAnnouncement />
      <Toasts />
    </div>
  );
}
