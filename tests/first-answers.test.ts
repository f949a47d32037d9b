import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { accountsApi, popupApi } from '@/api';
import { makeStore, prefetchFirstAnswers } from '@/store/store';
import { SEEDED_CUSTOMER } from './data';
import { signIn } from './helpers/session';

/** The paths of the requests sent to the mock backend, in order. */
function recordPaths() {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
  return paths;
}

// The app asks for these as it starts (src/main.tsx), before any screen's code has loaded.
describe('the first answers, asked for before anything renders', () => {
  it("a visitor's: the announcement, and no session check", async () => {
    const paths = recordPaths();
    const store = makeStore();
    prefetchFirstAnswers(store);
    await waitFor(() =>
      expect(popupApi.endpoints.getPopup.select()(store.getState()).isSuccess).toBe(true),
    );
    expect(paths).toEqual(['/api/popap/get']);
  });

  it("a returning customer's: the announcement and the session check, kept for the screens", async () => {
    await signIn();
    const paths = recordPaths();
    const store = makeStore();
    prefetchFirstAnswers(store);
    await waitFor(() =>
      expect(
        accountsApi.endpoints.getUserInformation.select()(store.getState()).data?.candidate.AXID,
      ).toBe(SEEDED_CUSTOMER.axid),
    );
    expect(paths.sort()).toEqual(['/api/authorization/userInformation', '/api/popap/get']);
    // A screen that subscribes now finds the answer: nothing is asked again.
    const subscription = store.dispatch(accountsApi.endpoints.getUserInformation.initiate());
    await subscription;
    subscription.unsubscribe();
    expect(paths).toHaveLength(2);
  });
});
