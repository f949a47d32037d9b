// The contract's public operations go without the customer's token (src/api/publicOperations.ts):
// the list is the contract's, and a signed-in customer's public calls carry no token while their
// own do. So the production build's service worker, which never keeps an answer to a request with
// a token, keeps the tariffs, the schedule and the news for a signed-in customer too.
import { screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { server } from '@mocks/node';
import { PUBLIC_OPERATIONS } from '@/api/publicOperations';
import { operations } from '../contract/openapi';
import { renderSignedIn } from '../helpers/session';

describe('the public operations', () => {
  it('are the operations the contract marks public, and no other', () => {
    const publicInContract = operations.filter((op) => !op.secured).map((op) => op.operationId);
    expect([...PUBLIC_OPERATIONS].sort()).toEqual(publicInContract.sort());
  });

  it('go without the token of a signed-in customer, whose own calls carry it', async () => {
    const sent = new Map<string, string | null>();
    const record = ({ request }: { request: Request }) =>
      void sent.set(new URL(request.url).pathname, request.headers.get('Authorization'));
    server.events.on('request:start', record);
    onTestFinished(() => server.events.removeListener('request:start', record));
    await renderSignedIn({ account: 'AX10001', route: '/tarrifs' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ტარიფები' })).toBeVisible();
    await expect.poll(() => sent.has('/api/tariffs/gets')).toBe(true);
    expect(sent.get('/api/tariffs/gets')).toBeNull();
    await expect.poll(() => sent.get('/api/authorization/userInformation')).toMatch(/^Bearer /);
    // The page has what it asked for.
    expect(await screen.findByRole('table', { name: /ტარიფ/ })).toBeVisible();
  });
});
