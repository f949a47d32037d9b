/**
 * Offline, said plainly (docs/architecture.md#offline): the browser's online state as a hook, a
 * failed request told "offline" apart from a server failure, the layout's notice while offline, a
 * screen that could not load saying it refreshes, and refreshing once the connection is back; the
 * age of kept public data, by its answer's `Date` header.
 */
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { i18n } from '@/i18n';
import { errorKind, errorMessage } from '@/shared/apiError';
import { useOnline } from '@/shared/hooks/useOnline';
import { renderApp } from '../render';
import { makeFlights, quietPopup, serveFlights } from '../public/helpers';

const ka = (key: string) => String(i18n.t(key as never));

/** What `navigator.onLine` says; the `online` and `offline` events tell the app it changed. */
let onLine = true;
function goOffline() {
  act(() => {
    onLine = false;
    window.dispatchEvent(new Event('offline'));
  });
}
function goOnline() {
  act(() => {
    onLine = true;
    window.dispatchEvent(new Event('online'));
  });
}

beforeEach(() => {
  onLine = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
});
afterEach(() => vi.restoreAllMocks());

describe('useOnline', () => {
  it('follows the online and offline events', () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    goOffline();
    expect(result.current).toBe(false);
    goOnline();
    expect(result.current).toBe(true);
  });
});

describe('a failed request, by whose fault it is', () => {
  const noAnswer = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } as const;

  it('is "offline" when fetch failed and the browser is offline: nothing was sent', () => {
    onLine = false;
    expect(errorKind(noAnswer)).toBe('offline');
    expect(errorMessage(noAnswer).key).toBe('errors:offline');
  });

  it('is the unreachable server when fetch failed while the browser says it is online', () => {
    expect(errorKind(noAnswer)).toBe('network');
    expect(errorMessage(noAnswer).key).toBe('errors:network');
  });

  it('stays the server failure or the refusal it is, offline or not', () => {
    onLine = false;
    expect(errorKind({ status: 500, data: null })).toBe('server');
    expect(errorKind({ status: 400, data: { code: 'validation_error' } })).toBe('refused');
  });
});

const TARIFF_TABLE = /ფასი კილოგრამზე/;

/** GET /api/tariffs/gets answers one tariff, with these headers. */
function serveTariffs(headers: Record<string, string> = {}) {
  server.use(
    http.get('*/api/tariffs/gets', () =>
      HttpResponse.json(
        { success: true, tariffs: [{ country: 1, type: 1, amount: 8 }] },
        { headers },
      ),
    ),
  );
}

/** GET /api/tariffs/gets fails as fetch does without a network. */
function noNetworkFor(path: string) {
  server.use(http.get(path, () => HttpResponse.error()));
}

describe('offline, on screen', () => {
  beforeEach(() => quietPopup());

  it('shows the layout notice while offline, and takes it away once back online', async () => {
    renderApp({ route: '/tarrifs' });
    await screen.findByRole('table', { name: TARIFF_TABLE });
    expect(screen.queryByText(ka('common:offline.notice'))).toBeNull();
    goOffline();
    const notice = screen.getByText(ka('common:offline.notice'));
    expect(notice.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    goOnline();
    expect(screen.queryByText(ka('common:offline.notice'))).toBeNull();
  });

  it('tariffs that could not load offline say so, and load once the connection is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    onLine = false;
    noNetworkFor('*/api/tariffs/gets');
    renderApp({ route: '/tarrifs' });
    expect(await screen.findByRole('alert')).toHaveTextContent(ka('common:state.offline'));
    serveTariffs();
    goOnline();
    const table = await screen.findByRole('table', { name: TARIFF_TABLE });
    await waitFor(() => expect(within(table).getAllByRole('cell')[0]).toHaveTextContent(/8[.,]00/));
    expect(screen.queryByText(ka('common:state.offline'))).toBeNull();
  });

  it('every error state says offline, not "contact the operator", and refreshes when back', async () => {
    onLine = false;
    noNetworkFor('*/api/flight/gets/:skip/:limit');
    renderApp({ route: '/schedule' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ka('common:state.offline'));
    expect(alert).not.toHaveTextContent(ka('common:state.error'));
    expect(within(alert).queryByRole('button')).toBeNull();
    serveFlights(makeFlights(3));
    goOnline();
    expect((await screen.findAllByText('TST-001')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("a server failure while online is still the server's, with a retry", async () => {
    server.use(
      http.get('*/api/flight/gets/:skip/:limit', () =>
        HttpResponse.json({ success: false, code: 'internal_error' }, { status: 500 }),
      ),
    );
    renderApp({ route: '/schedule' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ka('common:state.error'));
    expect(within(alert).getByRole('button', { name: ka('common:actions.retry') })).toBeVisible();
  });
});

describe('the age of kept public data', () => {
  beforeEach(() => quietPopup());
  const AS_OF = /^მონაცემების მდგომარეობა: /;
  const asOf = () => screen.queryByText(AS_OF);
  const hhmm = (date: Date) =>
    `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

  it('shows when an answer was older than a minute as it came, by its Date header', async () => {
    const date = new Date(Date.now() - 2 * 60 * 60 * 1000);
    serveTariffs({ Date: date.toUTCString() });
    renderApp({ route: '/tarrifs' });
    await screen.findByRole('table', { name: TARIFF_TABLE });
    const shown = await screen.findByText(AS_OF);
    expect(shown).toHaveTextContent(hhmm(date));
  });

  it('shows nothing for a fresh answer while online, and its age once offline', async () => {
    serveTariffs({ Date: new Date().toUTCString() });
    renderApp({ route: '/tarrifs' });
    const table = await screen.findByRole('table', { name: TARIFF_TABLE });
    await waitFor(() => expect(within(table).getAllByRole('cell')[0]).toHaveTextContent(/8[.,]00/));
    expect(asOf()).toBeNull();
    goOffline();
    expect(asOf()).toBeInTheDocument();
  });

  it('shows nothing for an answer without a Date header, even offline', async () => {
    serveTariffs();
    renderApp({ route: '/tarrifs' });
    const table = await screen.findByRole('table', { name: TARIFF_TABLE });
    await waitFor(() => expect(within(table).getAllByRole('cell')[0]).toHaveTextContent(/8[.,]00/));
    goOffline();
    expect(asOf()).toBeNull();
  });
});
