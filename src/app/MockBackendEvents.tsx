import { useEffect } from 'react';
import { serverDataChanged } from '@/store/serverDataChanged';
import { useAppDispatch } from '@/store/hooks';
import { toastShown } from '@/shared/toasts/toastsSlice';
import { watchMockBackend } from './mockBackend';

/**
 * The demo's data as every tab sees it: another tab's change refreshes what this one shows, and a
 * browser that refuses to store the data is said once, with the way to keep it (export), until
 * the person closes it.
 */
export function MockBackendEvents() {
  const dispatch = useAppDispatch();
  useEffect(
    () =>
      watchMockBackend({
        changed: (whole) => dispatch(serverDataChanged({ whole })),
        refused: () =>
          dispatch(
            toastShown({
              variant: 'warning',
              key: 'common:footer.demoStorageRefused',
              sticky: true,
            }),
          ),
      }),
    [dispatch],
  );
  return null;
}
