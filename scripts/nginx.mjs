// nginx serving a build of the store as production does (deploy/nginx.conf.template), in the
// foreground, with its own pid, logs and temporary files in a folder of its own: nothing under
// /etc/nginx or /var is read or written. Used by `npm run serve`, the nginx browser tests and
// `npm run perf`.
import { execSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const TEMPLATE = path.join(root, 'deploy', 'nginx.conf.template');

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

/** deploy/nginx.conf.template filled in. */
export function nginxConfig({ port, distDir, appUpstream, upstream, temp, signInRate = '10r/m', pageCache = true }) {
  let conf = readFileSync(TEMPLATE, 'utf8')
    .replaceAll('{{PORT}}', String(port))
    .replaceAll('{{ROOT}}', distDir)
    .replaceAll('{{APP_UPSTREAM}}', [appUpstream].flat().map((server) => `server ${server};`).join('\n    '))
    .replaceAll('{{SIGN_IN_RATE}}', signInRate)
    .replaceAll('{{API_UPSTREAM}}', upstream)
    .replaceAll('{{TEMP}}', temp)
    .replaceAll('{{PAGE_CACHE}}', pageCache ? 'pages' : 'off')
    // Started as root, the workers stay root: they must read the build wherever it is (a private
    // folder such as a fresh mktemp -d is closed to Debian's www-data). A production nginx reads
    // files it may read as its own user (deploy/).
    .replace('{{USER}}', process.getuid?.() === 0 ? 'user root;' : '');
  if (!existsSync(BROTLI_MODULE)) conf = conf.split('\n').filter((line) => !line.trimEnd().endsWith('# brotli')).join('\n');
  return conf;
}

/** The origin of API_UPSTREAM: nginx passes the request's path on as it is. */
export function upstreamOrigin(address) {
  const url = new URL(address);
  if (url.pathname !== '/' || url.search) throw new Error(`API_UPSTREAM is an origin such as https://api.example.com, without a path: ${address}`);
  return url.origin;
}

/**
 * Starts nginx on `port` serving the files of the build in `distDir`, with the pages sent to the
 * store's server(s) at `appUpstream` (host:port, or several) and /api/v1, /media and /gateway to
 * `upstream`. `signInRate`: how often one address may sign in (nginx's rate, 10r/m); `pageCache`:
 * whether guests' pages are kept (deploy/README.md, "The page cache"). Resolves once
 * it answers.
 * @param {{ port: number, distDir: string, appUpstream: string | string[], upstream: string, signInRate?: string, pageCache?: boolean }} options
 */
export async function startNginx({ port, distDir, appUpstream, upstream, signInRate, pageCache }) {
  ensureNginx();
  const absoluteDist = path.resolve(root, distDir, 'client');
  if (!existsSync(path.join(absoluteDist, 'assets'))) throw new Error(`${absoluteDist} is not a build of the store: run vite build first.`);
  const temp = mkdtempSync(path.join(os.tmpdir(), 'gold-store-nginx-'));
  // The workers (www-data when started as root) keep their temporary files in it.
  chmodSync(temp, 0o755);
  const confFile = path.join(temp, 'nginx.conf');
  writeFileSync(confFile, nginxConfig({ port, distDir: absoluteDist, appUpstream, upstream: upstreamOrigin(upstream), temp, signInRate, pageCache }));
  const nginx = spawn(NGINX, ['-p', temp, '-c', confFile, '-e', 'stderr'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => nginx.once('exit', (code, signal) => resolve(code ?? signal)));
  const close = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGQUIT');
    await exited;
    rmSync(temp, { recursive: true, force: true });
  };
  const url = `http://localhost:${port}`;
  try {
    const started = await Promise.race([waitForHttp(`${url}/robots.txt`).then(() => true), exited.then(() => false)]);
    if (!started) throw new Error(`nginx did not start on port ${port} (see its messages above)`);
  } catch (error) {
    // Started but never answering (its own files: the pages may be down on purpose, in a test) is a
    // failure too: stopped, not left behind.
    await close();
    throw error;
  }
  return { url, exited, close };
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
