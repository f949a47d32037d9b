/**
 * nginx serving the builds with deploy/nginx.conf as it stands, for the browser tests
 * (playwright.config.ts starts it as a web server and stops it after the run):
 *   - its first server, the portal at the root: the demo build, dist/, on NGINX_PORT;
 *   - its second, the portal under /portal/: the production build (scripts/production-build.mjs),
 *     on NGINX_PORT + 1.
 * Only the config's folders and ports are put in place; everything else is the shipped file. In
 * the foreground until it is stopped. Unless E2E_SKIP_BUILD=1, the production build is made first
 * (`npm test` has just made both).
 */
import { spawn } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildProduction, NGINX_PORT, PRODUCTION_DIR } from '../../scripts/production-build.mjs';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function config(dir: string): string {
  const www = join(dir, 'www');
  mkdirSync(www);
  symlinkSync(resolve(PRODUCTION_DIR), join(www, 'portal'));
  const site = readFileSync('deploy/nginx.conf', 'utf8')
    .replaceAll('/etc/nginx/parcel-portal/', `${resolve('deploy')}/`)
    .replaceAll('/srv/parcel-portal', resolve('dist'))
    .replaceAll('/srv/www', www)
    .replace('listen 8080;', `listen 127.0.0.1:${NGINX_PORT};`)
    .replace('listen 8081;', `listen 127.0.0.1:${NGINX_PORT + 1};`);
  // Everything nginx writes goes into `dir`, which its workers (another user, under root) may use.
  return `daemon off;
worker_processes 1;
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
}
`;
}

if (process.env.E2E_SKIP_BUILD !== '1') buildProduction();
const dir = mkdtempSync(join(tmpdir(), 'pp-nginx-'));
chmodSync(dir, 0o777);
writeFileSync(join(dir, 'nginx.conf'), config(dir));
const nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
nginx.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => nginx.kill('SIGQUIT'));
