/**
 * nginx serving the builds with deploy/nginx.conf as it stands, for the browser tests
 * (playwright.config.ts starts it as a web server and stops it after the run):
 *   - its plain-HTTP server, which redirects to HTTPS, on NGINX_HTTP_PORT;
 *   - the portal at the root over TLS: the demo build, dist/, on NGINX_PORT;
 *   - the portal under /portal/ over TLS: the production build (scripts/production-build.mjs), on
 *     NGINX_PORT + 1, through the link PRODUCTION_SERVED;
 *   - the same again on NGINX_UPDATE_PORT, through the link PRODUCTION_UPDATE_SERVED, where
 *     tests/e2e/pwa.spec.ts deploys the build's next version for a while: an origin of its own, so
 *     that no other test loads a mix of two versions.
 * Only the config's folders, ports and certificate (a self-signed one for 127.0.0.1, made by
 * openssl) are put in place; everything else is the shipped file. In the foreground until it is
 * stopped. Unless E2E_SKIP_BUILD=1, the production build and its next version are made first
 * (`npm test` has just made the others).
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { get } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  buildProduction,
  buildProductionNext,
  DEPLOYED,
  deployProduction,
  NGINX_HTTP_PORT,
  NGINX_PORT,
  NGINX_UPDATE_PORT,
  PRODUCTION_DIR,
  PRODUCTION_NEXT_DIR,
  PRODUCTION_SERVED,
  PRODUCTION_UPDATE_SERVED,
  UPDATE_LOCK,
} from '../../scripts/production-build.mjs';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
if (!existsSync(NGINX)) {
  console.error(
    `No nginx at ${NGINX}: the nginx project's tests (tests/e2e/nginx.spec.ts) need it. Install it ` +
      '(apt-get install nginx, or bash .ci/run, which installs everything the tests need), set ' +
      'NGINX_PATH, or run the other projects (--project=desktop --project=phone).',
  );
  process.exit(1);
}

/**
 * Started as root, nginx's workers run as another user, who may not pass through a private
 * checkout (a home folder of mode 0700): they run as the checkout's owner instead.
 */
function workersUser(): string {
  if (process.getuid?.() !== 0) return '';
  const { uid, gid } = statSync('.');
  const name = (flag: string, id: number) =>
    execFileSync('getent', [flag, String(id)], { encoding: 'utf8' }).split(':')[0];
  return `user ${name('passwd', uid)} ${name('group', gid)};\n`;
}

/** A self-signed certificate for 127.0.0.1, valid for a day, in `dir`. */
function certificate(dir: string): void {
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1'],
      ...['-keyout', join(dir, 'privkey.pem'), '-out', join(dir, 'fullchain.pem')],
    ],
    { stdio: 'ignore' },
  );
}

/** The `server { … }` block of `site` that listens on `listen`, as written. */
function serverBlock(site: string, listen: string): string {
  const start = site.lastIndexOf('server {', site.indexOf(`listen ${listen};`));
  let depth = 0;
  for (let end = start; end < site.length; end++) {
    if (site[end] === '{') depth++;
    if (site[end] === '}' && --depth === 0) return site.slice(start, end + 1);
  }
  throw new Error(`deploy/nginx.conf has no whole server block listening on ${listen}`);
}

/** A folder that serves `served` as its portal/, the way /srv/www serves the deployed copy. */
function www(dir: string, name: string, served: string): string {
  const folder = join(dir, name);
  mkdirSync(folder);
  symlinkSync(resolve(served), join(folder, 'portal'));
  return folder;
}

function config(dir: string): string {
  certificate(dir);
  const shipped = readFileSync('deploy/nginx.conf', 'utf8')
    .replaceAll('/etc/nginx/parcel-portal/', `${resolve('deploy')}/`)
    .replaceAll('/etc/ssl/parcel-portal/', `${dir}/`);
  const site = shipped
    .replaceAll('/srv/parcel-portal', resolve('dist'))
    .replaceAll('/srv/www', www(dir, 'www', PRODUCTION_SERVED))
    .replace('listen 80;', `listen 127.0.0.1:${NGINX_HTTP_PORT};`)
    .replace('listen 443 ssl;', `listen 127.0.0.1:${NGINX_PORT} ssl;`)
    .replace('listen 8443 ssl;', `listen 127.0.0.1:${NGINX_PORT + 1} ssl;`);
  // The update test's origin: the same server block, over its own link.
  const update = serverBlock(shipped, '8443 ssl')
    .replaceAll('/srv/www', www(dir, 'www-update', PRODUCTION_UPDATE_SERVED))
    .replace('listen 8443 ssl;', `listen 127.0.0.1:${NGINX_UPDATE_PORT} ssl;`);
  // Everything nginx writes goes into `dir`, which its workers (another user, under root) may use.
  return `daemon off;
${workersUser()}worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
${update}
}
`;
}

if (process.env.E2E_SKIP_BUILD !== '1') buildProduction();
// Its next version, which tests/e2e/pwa.spec.ts deploys over it and back.
if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(PRODUCTION_NEXT_DIR)) buildProductionNext();
deployProduction(PRODUCTION_DIR);
deployProduction(PRODUCTION_DIR, PRODUCTION_UPDATE_SERVED);
rmSync(UPDATE_LOCK, { recursive: true, force: true });
const dir = mkdtempSync(join(tmpdir(), 'pp-nginx-'));
chmodSync(dir, 0o777);
writeFileSync(join(dir, 'nginx.conf'), config(dir));
const nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], {
  stdio: ['ignore', 'inherit', 'pipe'],
});
let log = '';
nginx.stderr.setEncoding('utf8').on('data', (chunk: string) => {
  log += chunk;
  process.stderr.write(chunk);
});
nginx.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => nginx.kill('SIGQUIT'));

/**
 * Both sites must serve their page. One that answers an error (a folder nginx may not read, a
 * missing build) stops the start with the cause from nginx's log, instead of a time-out.
 */
/** The status of a GET of `url` (over TLS, trusting the test's own certificate), or null. */
function statusOf(url: string): Promise<number | null> {
  return new Promise((done) => {
    get(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      done(response.statusCode ?? null);
    }).on('error', () => done(null));
  });
}

async function checkServes(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const status = await statusOf(url);
    if (status === 200) return;
    if (status !== null) {
      const cause = log.trim().split('\n').slice(-5).join('\n') || '(nginx logged nothing)';
      console.error(`nginx answers ${status} for ${url}. Its log:\n${cause}`);
      nginx.kill('SIGQUIT');
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
await checkServes(DEPLOYED.demo);
await checkServes(DEPLOYED.production);
await checkServes(DEPLOYED.productionUpdate);
