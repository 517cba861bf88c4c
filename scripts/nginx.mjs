// nginx serving a build of the store as production does (deploy/nginx.conf.template), in the
// foreground, with its own pid, logs and temporary files in a folder of its own: nothing under
// /etc/nginx or /var is read or written. Used by `npm run serve`, the nginx browser tests and
// `npm run perf`.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeThrowawayCertificate } from './tls.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const TEMPLATE = path.join(root, 'deploy', 'nginx.conf.template');
export const TEMPLATE_CONFIG_MAP = path.join(root, 'deploy', 'k8s', 'nginx-template.yaml');

/**
 * Installs Debian's nginx and its brotli_static module when missing and this user may (root), as
 * scripts/ensure-chromium.mjs does Chromium; else says how. Without the module the assets go out
 * gzipped only.
 */
export function ensureNginx() {
  const missing = [!existsSync(NGINX) && 'nginx', !existsSync(BROTLI_MODULE) && 'libnginx-mod-http-brotli-static'].filter(Boolean);
  if (!missing.length) return;
  if (process.getuid?.() === 0) {
    console.log(`Installing the Debian package(s) ${missing.join(', ')}…`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
  } else if (missing.includes('nginx')) {
    throw new Error(`No nginx at ${NGINX}. Install it with: sudo apt-get install -y nginx libnginx-mod-http-brotli-static (or set NGINX_PATH).`);
  } else {
    console.warn('No brotli_static module: assets are sent gzipped only (sudo apt-get install -y libnginx-mod-http-brotli-static).');
  }
}

/**
 * The template's variables (`${NAME}` in deploy/nginx.conf.template), filled in here for
 * `npm run serve` and the tests, and in the nginx image by envsubst from its environment
 * (deploy/nginx.Dockerfile: NGINX_ENVSUBST_FILTER names the same, each with a default).
 */
export const TEMPLATE_VARIABLES = [
  'LISTEN_PORT',
  'STATIC_ROOT',
  'APP_UPSTREAM',
  'API_UPSTREAM',
  'SIGN_IN_RATE',
  'NGINX_TEMP',
  'PAGE_CACHE',
  'USER_DIRECTIVE',
  'LOAD_MODULES',
  'BROTLI_STATIC',
  'REAL_IP_FROM',
  'ACCESS_LOG',
  'TLS_LISTEN',
];

/**
 * A list given as words (`"10.0.0.0/8, 192.168.0.0/16"`, or an array) as one nginx directive per
 * item, a line each: what deploy/nginx-lists.envsh makes of the same list in the image.
 */
export function directiveLines(directive, list, indent) {
  const items = [list ?? []].flat().flatMap((item) => String(item).split(/[\s,]+/)).filter(Boolean);
  return items.map((item) => `${directive} ${item};`).join(`\n${indent}`);
}

/** `text` with each `${NAME}` of TEMPLATE_VARIABLES replaced by `values[NAME]` (envsubst's way: only `${NAME}`, nginx's own lower-case `$vars` left alone). */
export function fillTemplate(text, values) {
  const missing = TEMPLATE_VARIABLES.filter((name) => values[name] === undefined);
  if (missing.length) throw new Error(`No value for the nginx template's ${missing.join(', ')}`);
  return text.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (written, name) => {
    if (!TEMPLATE_VARIABLES.includes(name)) throw new Error(`deploy/nginx.conf.template names ${written}, which is not one of TEMPLATE_VARIABLES (scripts/nginx.mjs)`);
    return String(values[name]);
  });
}

/**
 * deploy/nginx.conf.template filled in. `realIpFrom`: the load balancers whose X-Forwarded-For and
 * X-Forwarded-Proto nginx trusts (SET_REAL_IP_FROM, words or an array; none by default);
 * `accessLog`: where its JSON lines go (a file, or /dev/stdout); `brotli`: whether Debian's
 * brotli_static module is loaded (when it is installed); `tls`: HTTPS with HTTP/2 on that port too,
 * with that certificate (TLS_LISTEN; none by default: TLS ends at the load balancer).
 * @param {{ port: number, distDir: string, appUpstream: string | string[], upstream: string, temp: string, signInRate?: string, pageCache?: boolean, realIpFrom?: string | string[], accessLog?: string, brotli?: boolean, tls?: { port: number, certificate: string, key: string } }} options
 */
export function nginxConfig({ port, distDir, appUpstream, upstream, temp, signInRate = '10r/m', pageCache = true, realIpFrom = '', accessLog = path.join(temp, 'access.log'), brotli = existsSync(BROTLI_MODULE), tls }) {
  return fillTemplate(readFileSync(TEMPLATE, 'utf8'), {
    LISTEN_PORT: String(port),
    STATIC_ROOT: distDir,
    APP_UPSTREAM: directiveLines('server', appUpstream, '    '),
    API_UPSTREAM: upstream,
    SIGN_IN_RATE: signInRate,
    NGINX_TEMP: temp,
    PAGE_CACHE: pageCache ? 'pages' : 'off',
    // Started as root, the workers stay root: they must read the build wherever it is (a private
    // folder such as a fresh mktemp -d is closed to Debian's www-data). A production nginx reads
    // files it may read as its own user (deploy/nginx.Dockerfile: `user nginx;`).
    USER_DIRECTIVE: process.getuid?.() === 0 ? 'user root;' : '',
    LOAD_MODULES: brotli ? `load_module ${BROTLI_MODULE};` : '',
    BROTLI_STATIC: brotli ? 'brotli_static on;' : '',
    REAL_IP_FROM: directiveLines('set_real_ip_from', realIpFrom, '  '),
    ACCESS_LOG: accessLog,
    TLS_LISTEN: tls ? tlsListen(tls) : '',
  });
}

/**
 * deploy/k8s/nginx-template.yaml made again from deploy/nginx.conf.template (the ConfigMap nginx's
 * pods read it from; tests/server/deploy.test.ts checks the two are the same):
 *   npx node -e "import('./scripts/nginx.mjs').then((m) => m.writeTemplateConfigMap())"
 */
export async function writeTemplateConfigMap() {
  const { stringify } = await import('yaml');
  const configMap = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'nginx-template', labels: { 'app.kubernetes.io/name': 'nginx', 'app.kubernetes.io/part-of': 'gold-store' } },
    data: { 'nginx.conf.template': readFileSync(TEMPLATE, 'utf8') },
  };
  const header = [
    '# deploy/nginx.conf.template as a ConfigMap, for nginx\'s pods (nginx.yaml). Made by scripts/nginx.mjs:',
    '#   npx node -e "import(\'./scripts/nginx.mjs\').then((m) => m.writeTemplateConfigMap())"',
    '# after each change of the template (tests/server/deploy.test.ts fails until then). Never edited by hand.',
  ].join('\n');
  writeFileSync(TEMPLATE_CONFIG_MAP, `${header}\n${stringify(configMap, { lineWidth: 0 })}`);
}

/** The nginx binary's version, as [major, minor, patch] (`nginx -v` says it on stderr). */
export function nginxVersion() {
  const { stdout, stderr } = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  const match = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(`${stdout}${stderr}`);
  if (!match) throw new Error(`${NGINX} -v said no version: ${stderr}`);
  return match.slice(1).map(Number);
}

/**
 * The template's TLS_LISTEN for HTTPS with HTTP/2 on `port`, with this certificate and key (files):
 * `http2 on;` from nginx 1.25.1 (where `listen ... http2` is deprecated), `listen ... ssl http2`
 * before (Debian 12's 1.22). Only npm run perf uses it: in production TLS ends at the load balancer.
 */
export function tlsListen({ port, certificate, key }, [major, minor, patch] = nginxVersion()) {
  const http2On = major > 1 || (major === 1 && (minor > 25 || (minor === 25 && patch >= 1)));
  const listen = http2On ? `listen ${port} ssl;\n    http2 on;` : `listen ${port} ssl http2;`;
  return `${listen}\n    ssl_certificate ${certificate};\n    ssl_certificate_key ${key};`;
}

/** The origin of API_UPSTREAM: nginx passes the request's path on as it is. */
export function upstreamOrigin(address) {
  const url = new URL(address);
  if (url.pathname !== '/' || url.search) throw new Error(`API_UPSTREAM is an origin such as https://api.example.com, without a path: ${address}`);
  return url.origin;
}

/**
 * Starts nginx on `port` serving the files of the build in `distDir`, with the pages sent to the
 * store's server(s) at `appUpstream` (host:port, or several) and /api/v1, /media, /gateway and
 * /providers to `upstream`. `signInRate`: how often one address may sign in (nginx's rate, 10r/m); `pageCache`:
 * whether guests' pages are kept (deploy/README.md, "The page cache"); `realIpFrom`: the trusted
 * load balancers (SET_REAL_IP_FROM, none by default); `accessLog`: where its JSON lines go
 * (ACCESS_LOG, e.g. /dev/stdout; by default access.log in its own folder, `accessLog` of the
 * answer, gone with it); `tlsPort`: HTTPS with HTTP/2 on that port too (the same server, with a
 * throwaway self-signed certificate made in its folder: scripts/tls.mjs; `httpsUrl` of the answer).
 * Resolves once it answers.
 * @param {{ port: number, distDir: string, appUpstream: string | string[], upstream: string, signInRate?: string, pageCache?: boolean, realIpFrom?: string | string[], accessLog?: string, tlsPort?: number }} options
 */
export async function startNginx({ port, distDir, appUpstream, upstream, signInRate, pageCache, realIpFrom = process.env.SET_REAL_IP_FROM, accessLog = process.env.ACCESS_LOG, tlsPort }) {
  ensureNginx();
  const absoluteDist = path.resolve(root, distDir, 'client');
  if (!existsSync(path.join(absoluteDist, 'assets'))) throw new Error(`${absoluteDist} is not a build of the store: run vite build first.`);
  const temp = mkdtempSync(path.join(os.tmpdir(), 'gold-store-nginx-'));
  // The workers (www-data when started as root) keep their temporary files in it.
  chmodSync(temp, 0o755);
  const confFile = path.join(temp, 'nginx.conf');
  accessLog ||= path.join(temp, 'access.log');
  const tls = tlsPort ? { port: tlsPort, ...makeThrowawayCertificate(temp) } : undefined;
  writeFileSync(confFile, nginxConfig({ port, distDir: absoluteDist, appUpstream, upstream: upstreamOrigin(upstream), temp, signInRate, pageCache, realIpFrom, accessLog, tls }));
  const nginx = spawn(NGINX, ['-p', temp, '-c', confFile, '-e', 'stderr'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => nginx.once('exit', (code, signal) => resolve(code ?? signal)));
  const close = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGQUIT');
    await exited;
    rmSync(temp, { recursive: true, force: true });
  };
  const url = `http://localhost:${port}`;
  try {
    // nginx's own answer, whether the store's servers are up or not.
    const started = await Promise.race([waitForHttp(`${url}/nginx-healthz`).then(() => true), exited.then(() => false)]);
    if (!started) throw new Error(`nginx did not start on port ${port} (see its messages above)`);
  } catch (error) {
    // Started but never answering (its own files: the pages may be down on purpose, in a test) is a
    // failure too: stopped, not left behind.
    await close();
    throw error;
  }
  return { url, httpsUrl: tls && `https://localhost:${tlsPort}`, exited, close, accessLog };
}

async function waitForHttp(url) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}
