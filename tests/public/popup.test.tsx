import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import {
  POPUP_FLAG_KEY,
  POPUP_ID_KEY,
  popupId,
  readPopupMemory,
  rememberPopupClosed,
  shouldShowPopup,
} from '@/features/popup/popupRule';
import { popupApi } from '@/api';
import { i18n } from '@/i18n';
import type { AppStore } from '@/store/store';
import { renderApp } from '../render';
import { makePopup, servePopup } from './helpers';

const popup = { _id: 'db-1', popapId: 'p-2', popap: true };

describe('popup rule', () => {
  it('never shows a missing or switched-off popup', () => {
    expect(shouldShowPopup(null, { flag: null, id: null })).toBe(false);
    expect(shouldShowPopup(undefined, { flag: null, id: null })).toBe(false);
    expect(shouldShowPopup({ ...popup, popap: false }, { flag: null, id: null })).toBe(false);
    expect(shouldShowPopup({ ...popup, popap: false }, { flag: 'true', id: 'other' })).toBe(false);
  });

  it('shows when no flag is stored', () => {
    expect(shouldShowPopup(popup, { flag: null, id: null })).toBe(true);
    expect(shouldShowPopup(popup, { flag: null, id: 'p-2' })).toBe(true);
  });

  it('shows when the stored flag is true, even for the same popup', () => {
    expect(shouldShowPopup(popup, { flag: 'true', id: 'p-2' })).toBe(true);
  });

  it('hides a popup that was closed (flag false, same id)', () => {
    expect(shouldShowPopup(popup, { flag: 'false', id: 'p-2' })).toBe(false);
  });

  it('shows again when the popup id changed', () => {
    expect(shouldShowPopup(popup, { flag: 'false', id: 'p-1' })).toBe(true);
    expect(shouldShowPopup(popup, { flag: 'false', id: null })).toBe(true);
  });

  it('remembers a popup by popapId, or by _id when there is none', () => {
    expect(popupId(popup)).toBe('p-2');
    expect(popupId({ ...popup, popapId: '' })).toBe('db-1');
    expect(popupId({ ...popup, popapId: null })).toBe('db-1');
    expect(shouldShowPopup({ ...popup, popapId: '' }, { flag: 'false', id: 'db-1' })).toBe(false);
  });

  it('stores the dismissed flag and the id, and reads them back', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(readPopupMemory(storage)).toEqual({ flag: null, id: null });
    rememberPopupClosed(popup, storage);
    expect(store.get(POPUP_FLAG_KEY)).toBe('false');
    expect(store.get(POPUP_ID_KEY)).toBe('p-2');
    expect(readPopupMemory(storage)).toEqual({ flag: 'false', id: 'p-2' });
    expect(shouldShowPopup(popup, readPopupMemory(storage))).toBe(false);
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readPopupMemory(broken)).toEqual({ flag: null, id: null });
    expect(() => rememberPopupClosed(popup, broken)).not.toThrow();
  });
});

/**
 * Waits until the app's store holds the popup answer: the announcement has had it to decide on,
 * and waitFor has flushed React's updates.
 */
async function settle(store: AppStore) {
  await waitFor(() =>
    expect(popupApi.endpoints.getPopup.select()(store.getState() as never).isSuccess).toBe(true),
  );
}

describe('popup announcement', () => {
  // tests/setup.ts makes every test a returning visitor who closed the seed popup: start fresh.
  beforeEach(() => {
    localStorage.removeItem(POPUP_FLAG_KEY);
    localStorage.removeItem(POPUP_ID_KEY);
  });
  afterEach(() => server.events.removeAllListeners());

  it('shows the title and sanitised description in Georgian; closing stores the flag and id', async () => {
    servePopup(
      makePopup({
        descriptionKa:
          '<p>რეისები 31 დეკემბერს არ გაფრინდება.</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1">',
      }),
    );
    const { user } = renderApp({ route: '/home' });
    const dialog = await screen.findByRole('dialog', { name: 'ახალი წლის განრიგი' });
    expect(within(dialog).getByText('რეისები 31 დეკემბერს არ გაფრინდება.')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'გასაგებია' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('pp.popup.show')).toBe('false');
    expect(localStorage.getItem('pp.popup.id')).toBe('popup-2026-11');
  });

  it('closes with the × button too and does not come back on the next visit', async () => {
    servePopup(makePopup());
    const first = renderApp({ route: '/home' });
    const dialog = await screen.findByRole('dialog', { name: 'ახალი წლის განრიგი' });
    await first.user.click(within(dialog).getByRole('button', { name: 'დახურვა' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    const { store } = renderApp({ route: '/news' });
    await settle(store);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows again when a new popup is published', async () => {
    localStorage.setItem('pp.popup.show', 'false');
    localStorage.setItem('pp.popup.id', 'popup-2026-10');
    servePopup(makePopup());
    renderApp({ route: '/home' });
    expect(await screen.findByRole('dialog', { name: 'ახალი წლის განრიგი' })).toBeInTheDocument();
  });

  it('shows when the stored flag is true', async () => {
    localStorage.setItem('pp.popup.show', 'true');
    localStorage.setItem('pp.popup.id', 'popup-2026-11');
    servePopup(makePopup());
    renderApp({ route: '/home' });
    expect(await screen.findByRole('dialog', { name: 'ახალი წლის განრიგი' })).toBeInTheDocument();
  });

  it('shows nothing when the popup is switched off or absent', async () => {
    servePopup(makePopup({ popap: false }));
    const { store, unmount } = renderApp({ route: '/home' });
    await settle(store);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    servePopup(null);
    const again = renderApp({ route: '/home' });
    await settle(again.store);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('follows the interface language', async () => {
    await i18n.changeLanguage('ru');
    servePopup(makePopup());
    const { user } = renderApp({ route: '/home' });
    const dialog = await screen.findByRole('dialog', { name: 'Новогоднее расписание' });
    expect(within(dialog).getByText('31 декабря рейсов не будет.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('pp.popup.id')).toBe('popup-2026-11');
  });

  it('shows the seed announcement to a first-time visitor', async () => {
    renderApp({ route: '/home' });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
