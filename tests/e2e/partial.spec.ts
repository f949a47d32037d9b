// Partial mocking: a build with VITE_API_MOCKING=partial and
// VITE_MOCKED_OPERATIONS="*, !signIn, !getUserInformation" (scripts/production-build.mjs) against
// `npm run mock:server` standing in for the real backend, behind a proxy that logs every call
// that reaches it. The customer signs in at the backend; the parcels, a declaration and the debt
// come from the mock in the browser and never reach the backend; the demo console says which
// operations go where.
import { createServer, request, type Server } from 'node:http';
import { DEPLOYED } from '../../scripts/production-build.mjs';
import { expect, test } from './fixtures';
import { t } from './helpers/i18n';
import { declareParcel, parcelRow } from './helpers/parcels';
import { signIn } from './helpers/session';

const TRACKING = 'E2EPARTIAL00001';

/** A proxy on the partial build's VITE_API_BASE to mock:server, logging "METHOD /path". */
function recordingProxy(reached: string[]): Promise<Server> {
  const backend = new URL(DEPLOYED.api);
  const proxy = createServer((req, res) => {
    if (req.method !== 'OPTIONS') reached.push(`${req.method} ${req.url}`);
    const forward = request(
      {
        host: backend.hostname,
        port: backend.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: backend.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  const { port } = new URL(DEPLOYED.partialApi);
  return new Promise((resolve) => proxy.listen(Number(port), '127.0.0.1', () => resolve(proxy)));
}

test.describe('partial mocking', () => {
  test.use({ baseURL: DEPLOYED.partial });
  const reached: string[] = [];
  let proxy: Server;

  test.beforeAll(async () => {
    proxy = await recordingProxy(reached);
  });

  test.afterAll(async () => {
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
  });

  test('signs in at the backend; the parcels, a declaration and the debt come from the mock and never reach it; the console lists both', async ({
    page,
    request: api,
  }) => {
    await page.goto('/home');
    await signIn(page);
    await expect(page.getByRole('tablist', { name: 'ჩემი ამანათები' })).toBeVisible();
    await declareParcel(page, TRACKING);
    await expect(parcelRow(page, TRACKING)).toBeVisible();

    // Only the two operations the mock leaves out reached the backend.
    expect([...new Set(reached)].sort()).toEqual([
      'GET /api/authorization/userInformation',
      'POST /api/authorization/signin',
    ]);
    // The backend's own data never saw the declaration.
    const signedIn = await api.post(`${DEPLOYED.api}/api/authorization/signin`, {
      data: { email: 'AX10001', password: 'demo1234' },
    });
    const { token } = (await signedIn.json()) as { token: string };
    const waiting = await api.get(`${DEPLOYED.api}/api/product/gets/waiting/0/100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await waiting.text()).not.toContain(TRACKING);

    await page.getByRole('button', { name: t('ka', 'common:footer.demoConsole') }).click();
    const dialog = page.getByRole('dialog', { name: t('ka', 'demo:title') });
    await dialog.getByRole('tab', { name: t('ka', 'demo:tabs.faults') }).click();
    const section = dialog.getByRole('region', { name: t('ka', 'demo:mocking.title') });
    await expect(section).toContainText(DEPLOYED.partialApi);
    const real = section.getByRole('list', { name: `${t('ka', 'demo:mocking.toServer')} (2)` });
    await expect(real.getByRole('listitem')).toHaveText([
      'signIn POST /api/authorization/signin',
      'getUserInformation GET /api/authorization/userInformation',
    ]);
    const mocked = section.getByRole('list', {
      name: new RegExp(`^${t('ka', 'demo:mocking.fromMock')} `),
    });
    await expect(mocked).toContainText('addParcel POST /api/product/addProduct');
  });
});
