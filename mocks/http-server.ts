/**
 * The emulated backend as a real HTTP server, for integrators and for a front end served from
 * another origin: `npm run mock:server` (PORT, default 9090). Same handlers as the browser and
 * the tests, served by @mswjs/http-middleware; data is seeded in memory and never persisted.
 */
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createMockApp } from '@mswjs/http-middleware';
import { http } from 'msw';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/config/demo';
import { seedDatabase } from './db/seed';
import { handlers } from './handlers';
import { handle, notFound } from './lib/http';

const port = Number(process.env.PORT ?? 9090);

/** Any origin may call the API; preflight requests are answered here. */
function allowCors(req: IncomingMessage, res: ServerResponse): boolean {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type',
  );
  res.setHeader('Access-Control-Max-Age', '600');
  if (req.method !== 'OPTIONS') return false;
  res.writeHead(204).end();
  return true;
}

await seedDatabase();

/** Anything else is a JSON 404 in the contract's error shape. */
const fallback = http.all(
  '*',
  handle(() => notFound('not_found', 'No such endpoint in the mock backend')),
);
const app: (req: IncomingMessage, res: ServerResponse) => void = createMockApp(
  ...handlers,
  fallback,
);
const server = createHttpServer((req, res) => {
  if (!allowCors(req, res)) app(req, res);
});

server.listen(port, () => {
  const url = `http://localhost:${port}`;
  console.log(`Parcel Portal mock backend on ${url}`);
  console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS)
    console.log(`  ${account.axid}  ${account.email.padEnd(22)} ${account.kind}`);
  console.log(
    `Try: curl -s -XPOST ${url}/api/authorization/signin -H 'content-type: application/json' -d '{"email":"AX10001","password":"${DEMO_PASSWORD}"}'`,
  );
});
