// Notices (docs/product.md#8-messages): a success closes itself; an error or a warning stays until
// it is closed, replaced by a newer notice about the same action, or resolved when that action
// succeeds or its form changes. A sticky success (the demo's "storage refused") stays too.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '@/shared/toasts/Toasts';
import {
  showError,
  showSuccess,
  showWarning,
  toastsReducer,
  toastShown,
  toastsResolved,
} from '@/shared/toasts/toastsSlice';
import { renderWithProviders } from '../render';

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('a success hides by itself; an error, a warning and a sticky notice stay until closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { store, user } = renderWithProviders(<Toasts />);
    act(() => {
      store.dispatch(showSuccess('common:footer.resetDemo'));
      store.dispatch(showError('errors:validation_error'));
      store.dispatch(showWarning('accounts:signIn.failed'));
      store.dispatch(
        toastShown({ variant: 'success', key: 'common:footer.demoStorageRefused', sticky: true }),
      );
    });
    expect(await screen.findByText('დემოს განულება')).toBeInTheDocument();
    await screen.findByText(/ეს ბრაუზერი დემოს მონაცემების შენახვის/);

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByText('დემოს განულება')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'დახურვა' })).toHaveLength(3);

    vi.useRealTimers();
    for (const close of screen.getAllByRole('button', { name: 'დახურვა' })) await user.click(close);
    await vi.waitFor(() =>
      expect(screen.queryAllByRole('button', { name: 'დახურვა' })).toEqual([]),
    );
  });

  it('shows one success at a time: a newer one replaces the last, a sticky one stays', () => {
    let state = toastsReducer(
      undefined,
      toastShown({ variant: 'success', key: 'common:footer.demoStorageRefused', sticky: true }),
    );
    state = toastsReducer(state, showSuccess('accounts:greeting.paid'));
    state = toastsReducer(state, showError('errors:validation_error'));
    state = toastsReducer(state, showSuccess('parcels:add.done', { tracking: 'X1' }));
    expect(state.map((t) => t.key)).toEqual([
      'common:footer.demoStorageRefused',
      'errors:validation_error',
      'parcels:add.done',
    ]);
  });

  it("a newer notice about an action replaces its problem; resolving the action removes only that action's problems", () => {
    let state = toastsReducer(undefined, { type: 'init' });
    state = toastsReducer(state, showWarning('accounts:signIn.failed', undefined, 'signin'));
    state = toastsReducer(state, showError('errors:validation_error', undefined, 'change'));
    state = toastsReducer(state, showError('errors:too_many_requests', undefined, 'signin'));
    expect(state.map((t) => t.key)).toEqual([
      'errors:validation_error',
      'errors:too_many_requests',
    ]);

    state = toastsReducer(
      state,
      showSuccess('accounts:changePassword.success', undefined, 'change'),
    );
    state = toastsReducer(state, toastsResolved('change'));
    expect(state.map((t) => t.key)).toEqual([
      'errors:too_many_requests',
      'accounts:changePassword.success',
    ]);
  });
});
