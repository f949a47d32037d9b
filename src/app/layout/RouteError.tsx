import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * What a person sees when a page fails to render or its chunk cannot be loaded (e.g. a new
 * release replaced it): a plain message and a way back, instead of a blank page.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="container py-5 text-center" id="main">
      <h1 className="h3">{t('routeError.title')}</h1>
      <p className="text-body-secondary">{t('routeError.text')}</p>
      <div className="d-flex gap-2 justify-content-center">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        <a className="btn btn-outline-primary" href={paths.home}>
          {t('notFound.back')}
        </a>
      </div>
    </main>
  );
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

/** Catches a screen's error; going to another address tries again. (React has no hook for this.) */
class Boundary extends Component<BoundaryProps, { failed: boolean; pathname: string }> {
  state = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Shows RouteError in place of the routes when a screen fails, until the address changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary pathname={useLocation().pathname}>{children}</Boundary>;
}
