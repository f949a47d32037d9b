// Toasts close themselves after a while, unless sticky: a notice the person must act on (the
// demo's "storage refused") stays until closed.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '@/shared/toasts/Toasts';
import { toastShown } from '@/shared/toasts/toastsSlice';
import { renderWithProviders } from './render';

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('a warning hides by itself; a sticky one stays until its close button is pressed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { store, user } = renderWithProviders(<Toasts />);
    act(() => {
      store.dispatch(toastShown({ variant: 'warning', key: 'common:footer.resetDemo' }));
      store.dispatch(
        toastShown({ variant: 'warning', key: 'common:footer.demoStorageRefused', sticky: true }),
      );
    });
    expect(await screen.findByText('დემოს განულება')).toBeInTheDocument();
    const sticky = await screen.findByText(/ეს ბრაუზერი დემოს მონაცემების შენახვის/);

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.queryByText('დემოს განულება')).not.toBeInTheDocument();
    expect(sticky).toBeInTheDocument();

    vi.useRealTimers();
    await user.click(screen.getByRole('button', { name: 'დახურვა' }));
    await vi.waitFor(() => expect(sticky).not.toBeInTheDocument());
  });
});
