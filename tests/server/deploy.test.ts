// What a team deploys (deploy/), checked as far as this machine can without Docker or a cluster:
// nginx's template, filled both ways it is filled (scripts/nginx.mjs for npm run serve and the
// tests; the official nginx image's envsubst, done here as its entrypoint does it), passes
// `nginx -t` and comes out the same; deploy/compose.yaml and every deploy/k8s/*.yaml parse and name
// the port, the health path and the stopping times the store's server really has (its image's
// PORT, src/server/health.ts, the drain in scripts/appServer.mjs, nginx's keepalive_timeout); the
// previous release's /assets/ kept beside this one's (the image's `previous` stage, compose's
// volume, deploy/assets.sh), served by nginx from one folder.
// Needs nginx (npm test installs it), envsubst (gettext-base) for the image's way, and, for the
// server's own answers, a build (SERVER_TEST_OUT_DIR or dist) as the other server tests.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { parse, parseAllDocuments } from 'yaml';
import { directiveLines, ensureNginx, fillTemplate, NGINX, nginxConfig, startNginx, TEMPLATE_CONFIG_MAP, TEMPLATE_VARIABLES, tlsListen } from '../../scripts/nginx.mjs';
import { makeThrowawayCertificate } from '../../scripts/tls.mjs';
import { request, spawnStore, type SpawnedStore } from './storeServer.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const TEMPLATE = read('deploy/nginx.conf.template');
const AS_ROOT = process.getuid?.() === 0;
const BALANCERS = '10.0.0.0/8, 192.168.0.0/16';
/** The store's server started by the last test (a port of the deploy tests' own). */
const STORE_PORT = 8196;
/** The nginx serving two releases' assets (a port of the deploy tests' own). */
const ASSETS_NGINX_PORT = 8197;

/** The ENV of a Dockerfile's last stage (the image it makes), `\$` read as `$`. */
function imageEnv(file: string): Record<string, string> {
  const lastStage = read(file).replace(/\\\n/g, ' ').split(/^FROM /m).at(-1)!;
  const env: Record<string, string> = {};
  for (const [, line] of lastStage.matchAll(/^ENV (.*)$/gm)) {
    for (const [, name, quoted, plain] of line!.matchAll(/([A-Z_][A-Z0-9_]*)=(?:"((?:[^"\\]|\\.)*)"|(\S*))/g)) env[name!] = (quoted ?? plain ?? '').replace(/\\(.)/g, '$1');
  }
  return env;
}

/** The first capture of `pattern` in `file`, or a failure saying what was looked for. */
function found(file: string, pattern: RegExp, what: string): string {
  const match = pattern.exec(read(file));
  assert.ok(match?.[1], `${file} no longer says ${what} as this test reads it (${pattern}): read it again`);
  return match[1];
}

// The facts the deploy files must agree with, from the files that decide them.
const STORE_ENV = imageEnv('deploy/Dockerfile');
const NGINX_ENV = imageEnv('deploy/nginx.Dockerfile');
/** The port the store's server listens on in its image: its PORT, which appServer.mjs listens on. */
const SERVER_PORT = Number(STORE_ENV.PORT);
const HEALTH_PATH = found('src/server/health.ts', /pathname === '(\/healthz)'/, 'that /healthz is the process answering');
const READY_PATH = found('src/server/health.ts', /pathname !== '(\/readyz)'/, 'that /readyz is the API answering');
/** The most the server takes to finish its requests in flight on SIGTERM, in seconds. */
const DRAIN_SECONDS = Number(found('scripts/appServer.mjs', /setTimeout\(\(\) => server\.close\(true\)[^\n]*?, ([\d_]+)\)/, 'its drain deadline').replaceAll('_', '')) / 1000;
/** How long nginx keeps an idle connection to a store server, in seconds. */
const KEEPALIVE_SECONDS = Number(found('deploy/nginx.conf.template', /upstream store_pages \{[^}]*?\}[^}]*?keepalive_timeout (\d+)s;/, "the store servers' keepalive_timeout"));
const NGINX_HEALTH_PATH = found('deploy/nginx.conf.template', /location = (\/nginx-healthz) \{/, "nginx's own health location");

/**
 * `nginx -t` on `conf` in a folder of its own (pid, temporary files): its status and messages. Its
 * stdout is a file, as a container's is a pipe: nginx opens /dev/stdout for the access log, which
 * fails on the socket Node would give it.
 */
function nginxTest(conf: string, temp: string) {
  const file = path.join(temp, 'nginx.conf');
  writeFileSync(file, conf);
  const stdout = openSync(path.join(temp, 'stdout'), 'w');
  try {
    const result = spawnSync(NGINX, ['-t', '-p', temp, '-c', file, '-e', 'stderr'], { encoding: 'utf8', stdio: ['ignore', stdout, 'pipe'] });
    return { ok: result.status === 0, output: result.stderr };
  } finally {
    closeSync(stdout);
  }
}

const hasEnvsubst = spawnSync('sh', ['-c', 'command -v envsubst'], { encoding: 'utf8' }).status === 0;

/**
 * The template filled as the official image fills it when the container starts, in `env` (the
 * image's ENV and the container's): deploy/nginx-lists.envsh sourced (in a shell that has `set -eu`,
 * as the entrypoint's may), then 20-envsubst-on-templates.sh's two lines: the defined variables the
 * filter names, and envsubst on those only.
 */
function fillTheImagesWay(env: Record<string, string>) {
  const script = [
    'set -eu',
    '. ./deploy/nginx-lists.envsh',
    'filter="${NGINX_ENVSUBST_FILTER:-}"',
    `defined_envs=$(printf '\${%s} ' $(awk "END { for (name in ENVIRON) { print ( name ~ /\${filter}/ ) ? name : \\"\\" } }" < /dev/null ))`,
    'envsubst "$defined_envs" < deploy/nginx.conf.template',
  ].join('\n');
  const result = spawnSync('sh', ['-c', script], { cwd: ROOT, env, encoding: 'utf8' });
  return { status: result.status, conf: result.stdout, messages: result.stderr };
}

let temp: string;
before(() => {
  // As npm run serve: Debian's nginx installed when missing (as root), else it says how.
  ensureNginx();
  temp = mkdtempSync(path.join(os.tmpdir(), 'gold-store-deploy-test-'));
});
after(() => rmSync(temp, { recursive: true, force: true }));

describe("nginx's template", () => {
  test('names exactly the variables scripts/nginx.mjs fills and the image substitutes, each with a value there', () => {
    const named = new Set([...TEMPLATE.matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((match) => match[1]));
    assert.deepEqual([...named].sort(), [...TEMPLATE_VARIABLES].sort(), 'the template and scripts/nginx.mjs TEMPLATE_VARIABLES');
    const filter = /^\^\((.*)\)\$$/.exec(NGINX_ENV.NGINX_ENVSUBST_FILTER ?? '')?.[1]?.split('|') ?? [];
    assert.deepEqual(filter.sort(), [...TEMPLATE_VARIABLES].sort(), "deploy/nginx.Dockerfile's NGINX_ENVSUBST_FILTER");
    // envsubst leaves an undefined variable as it is: every one has the image's default but the
    // API's origin, which the container must be given (nginx-lists.envsh refuses to start without).
    const withoutDefault = TEMPLATE_VARIABLES.filter((name) => NGINX_ENV[name] === undefined);
    assert.deepEqual(withoutDefault, ['API_UPSTREAM'], 'the variables deploy/nginx.Dockerfile gives no default');
    // envsubst also replaces $NAME without braces, which scripts/nginx.mjs does not: never written so.
    const bare = TEMPLATE_VARIABLES.filter((name) => new RegExp(`\\$${name}\\b`).test(TEMPLATE));
    assert.deepEqual(bare, [], 'variables written without braces');
    assert.throws(() => fillTemplate('listen ${LISTEN_PORTS};', Object.fromEntries(TEMPLATE_VARIABLES.map((name) => [name, 'x']))), /LISTEN_PORTS/);
  });

  test('filled by scripts/nginx.mjs (npm run serve), it passes nginx -t, with and without balancers to trust', () => {
    const base = { port: 8191, distDir: path.join(ROOT, 'dist', 'client'), appUpstream: ['127.0.0.1:8192', '127.0.0.1:8193'], upstream: 'http://127.0.0.1:4130', temp };
    const shapes = [
      { name: 'as npm run serve starts it', options: {} },
      { name: `SET_REAL_IP_FROM="${BALANCERS}"`, options: { realIpFrom: BALANCERS } },
      { name: 'without the page cache, gzip only, the log to stdout', options: { pageCache: false, brotli: false, accessLog: '/dev/stdout' } },
      // npm run perf's HTTPS and HTTP/2, with this nginx's own way of saying it.
      { name: 'with HTTPS and HTTP/2 (a throwaway certificate)', options: { tls: { port: 8198, ...makeThrowawayCertificate(temp) } } },
    ];
    for (const { name, options } of shapes) {
      const conf = nginxConfig({ ...base, ...options });
      assert.doesNotMatch(conf, /\$\{[A-Z]/, `${name}: a variable left unfilled`);
      const tested = nginxTest(conf, temp);
      assert.ok(tested.ok, `${name}: nginx -t said\n${tested.output}`);
    }
    const trusting = nginxConfig({ ...base, realIpFrom: BALANCERS });
    assert.match(trusting, /^ {2}set_real_ip_from 10\.0\.0\.0\/8;\n {2}set_real_ip_from 192\.168\.0\.0\/16;\n {2}real_ip_header X-Forwarded-For;$/m);
    assert.doesNotMatch(nginxConfig(base), /^\s*set_real_ip_from/m, 'no balancer is trusted by default');
    assert.match(trusting, /^ {4}server 127\.0\.0\.1:8192;\n {4}server 127\.0\.0\.1:8193;$/m);
    assert.match(trusting, /access_log \S+\/access\.log store_json;/);
    assert.equal(directiveLines('set_real_ip_from', ' 10.0.0.1,10.0.0.2  10.0.0.3 ', ''), 'set_real_ip_from 10.0.0.1;\nset_real_ip_from 10.0.0.2;\nset_real_ip_from 10.0.0.3;');
    // No TLS unless asked (it ends at the load balancer); `http2 on;` from nginx 1.25.1, `listen ... http2` before.
    assert.doesNotMatch(nginxConfig(base), /^\s*(listen .*\bssl\b|ssl_certificate)/m);
    const files = { port: 443, certificate: '/c.pem', key: '/k.pem' };
    assert.match(tlsListen(files, [1, 22, 1]), /^listen 443 ssl http2;\n\s*ssl_certificate \/c\.pem;\n\s*ssl_certificate_key \/k\.pem;$/);
    assert.match(tlsListen(files, [1, 30, 0]), /^listen 443 ssl;\n\s*http2 on;\n/);
  });

  test('sends the store servers\u2019 /metrics to no one, and every page through page_renders, which keeps the last good copy', () => {
    assert.match(TEMPLATE, /location = \/metrics \{\s*return 404;\s*\}/);
    const page = /location @page \{\n([\s\S]*?)\n {4}\}\n/.exec(TEMPLATE)?.[1] ?? '';
    assert.match(page, /proxy_pass http:\/\/page_renders;/);
    // A crowd at a page not kept is one render in the server (src/server/sharedRenders.ts), which
    // every guest's request of an address reaches: not nginx's lock, whose waiters look every 0.5 s.
    assert.match(page, /proxy_cache_lock off;/);
    assert.match(TEMPLATE, /upstream store_pages \{\n\s*hash \$render_server consistent;/);
    assert.match(TEMPLATE, /"GET:0" "\$http_host\$request_uri \$page_language \$asked_language";/);
    // A kept page nobody asks for goes before it is too old to show (its copy while the servers
    // fail is `last_good`'s, which says no-cache): `inactive` of `pages` within max-age + stale-while-revalidate.
    const maxAge = Number(found('src/server.ts', /const SHARED_PAGE_CACHING = '[^']*max-age=(\d+)/, "the guests' pages' max-age"));
    const swr = Number(found('src/server.ts', /const SHARED_PAGE_CACHING = '[^']*stale-while-revalidate=(\d+)/, "the guests' pages' stale-while-revalidate"));
    const inactive = Number(found('deploy/nginx.conf.template', /keys_zone=pages:\S+ [^;]*inactive=(\d+)m/, "the page cache's inactive")) * 60;
    assert.ok(inactive <= maxAge + swr, `the page cache's inactive (${inactive} s) is longer than it may show a page (${maxAge} + ${swr} s)`);
    assert.match(TEMPLATE, /keys_zone=last_good:\S+ [^;]*inactive=10m/);
  });

  test("filled the official image's way (envsubst of its environment), it passes nginx -t and equals scripts/nginx.mjs's", { skip: !hasEnvsubst && 'no envsubst here (apt-get install gettext-base)' }, () => {
    // The image's ENV, what compose or Kubernetes gives the container, and what differs on this
    // machine: nginx's folder, its user, the servers' addresses (nginx -t looks them up).
    const env = {
      ...NGINX_ENV,
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOSTNAME: 'nginx-7d9f',
      NGINX_TEMP: temp,
      USER_DIRECTIVE: AS_ROOT ? 'user root;' : '',
      APP_SERVERS: '127.0.0.1:3000 127.0.0.1:3001',
      API_UPSTREAM: 'http://127.0.0.1:4010',
      SET_REAL_IP_FROM: BALANCERS,
    };
    const filled = fillTheImagesWay(env);
    assert.equal(filled.status, 0, filled.messages);
    const tested = nginxTest(filled.conf, temp);
    assert.ok(tested.ok, `nginx -t said\n${tested.output}`);
    // The same nginx as npm run serve's, from the image's defaults (port, root, rate, cache, log).
    const same = nginxConfig({
      port: Number(NGINX_ENV.LISTEN_PORT),
      distDir: NGINX_ENV.STATIC_ROOT!,
      appUpstream: env.APP_SERVERS,
      upstream: env.API_UPSTREAM,
      temp,
      realIpFrom: BALANCERS,
      accessLog: '/dev/stdout',
      brotli: false,
    });
    assert.equal(filled.conf, same, "the image's nginx.conf and scripts/nginx.mjs's differ");
    // PAGE_CACHE=off as for npm run serve; any other value is the cache.
    const withoutCache = fillTheImagesWay({ ...env, PAGE_CACHE: 'off' });
    assert.match(withoutCache.conf, /^\s*proxy_cache off;$/m);
    assert.match(fillTheImagesWay({ ...env, PAGE_CACHE: 'on' }).conf, /^\s*proxy_cache pages;$/m);
    assert.equal(NGINX_ENV.USER_DIRECTIVE, 'user nginx;', "the image's workers run as its user nginx");

    // The image refuses to start without the API's origin, or with a path after it.
    for (const upstream of ['', 'https://api.example.com/api/v1']) {
      const refused = fillTheImagesWay({ ...env, API_UPSTREAM: upstream });
      assert.notEqual(refused.status, 0, `API_UPSTREAM=${upstream} was accepted`);
      assert.match(refused.messages, /API_UPSTREAM/);
    }
  });

  test('deploy/k8s/nginx-template.yaml holds the template as it is', () => {
    const configMap = parse(readFileSync(TEMPLATE_CONFIG_MAP, 'utf8')) as { kind: string; data: Record<string, string> };
    assert.equal(configMap.kind, 'ConfigMap');
    assert.equal(
      configMap.data['nginx.conf.template'],
      TEMPLATE,
      `deploy/k8s/nginx-template.yaml is not deploy/nginx.conf.template: npx node -e "import('./scripts/nginx.mjs').then((m) => m.writeTemplateConfigMap())"`,
    );
  });
});

describe('.dockerignore', () => {
  test("keeps the host's installs, builds, history, test output and secrets out of `COPY . .`", () => {
    const patterns = read('.dockerignore').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
    // Docker's way: a pattern that matches a folder leaves out all that is in it.
    const ignored = (file: string) => file.split('/').some((_, i, parts) => patterns.some((pattern) => path.matchesGlob(parts.slice(0, i + 1).join('/'), pattern)));
    assert.ok(!patterns.some((pattern) => pattern.startsWith('!')), 'no exceptions (this test does not read them)');
    // Whatever git does not keep (.gitignore), and what it keeps apart.
    const gitIgnored = read('.gitignore').split('\n').map((line) => line.trim().replace(/\/$/, '')).filter((line) => line && !line.startsWith('#'));
    const expected = [...gitIgnored, '.git', '.env', '.env.production', 'deploy/store.env', 'dist-e2e', 'mocks/node_modules', 'server.log'];
    assert.deepEqual(expected.filter((file) => !ignored(file)), [], 'copied into the images');
    // And what the images are built from stays.
    const kept = ['package.json', 'package-lock.json', 'src/server.ts', 'scripts/appServer.mjs', 'mocks/server.mjs', 'public/favicon.svg', 'deploy/nginx.conf.template', 'deploy/store.env.example', 'vite.config.ts'];
    assert.deepEqual(kept.filter(ignored), [], 'left out of the images');
  });
});

describe('the images', () => {
  test("the store's takes no build arguments and asks /healthz on its own PORT; nginx's asks its own health path", () => {
    const store = read('deploy/Dockerfile');
    // One image for every environment: its settings come when it starts, never when it is built
    // (a build argument may name the build, such as its release, never where it runs).
    const settings = Object.keys(envFile('deploy/store.env.example'));
    const buildArguments = [...store.matchAll(/^\s*ARG\s+([A-Za-z_][A-Za-z0-9_]*)/gm)].map((match) => match[1]!);
    const environmental = buildArguments.filter((name) => name.startsWith('VITE_') || settings.includes(name));
    assert.deepEqual(environmental, [], "deploy/Dockerfile takes an environment's settings at build time");
    assert.match(store, new RegExp(`HEALTHCHECK .*http://127\\.0\\.0\\.1:${SERVER_PORT}${HEALTH_PATH}\\b`));
    assert.equal(STORE_ENV.HOST, '0.0.0.0', 'the server listens on every address of its container');
    assert.match(read('deploy/nginx.Dockerfile'), new RegExp(`HEALTHCHECK .*http://127\\.0\\.0\\.1:\\$\\{LISTEN_PORT\\}${NGINX_HEALTH_PATH}\\b`));
    // The previous release's own assets, by a build argument that defaults to none.
    const nginxFile = read('deploy/nginx.Dockerfile');
    assert.match(nginxFile, /^ARG PREVIOUS_IMAGE=no-previous$/m);
    assert.match(nginxFile, /^FROM \$\{NGINX_IMAGE\} AS no-previous$/m);
    assert.match(nginxFile, /^FROM \$\{PREVIOUS_IMAGE\} AS previous$/m);
    assert.match(nginxFile.split(/^FROM /m).at(-1)!, /^COPY --from=previous \S+ \/usr\/share\/nginx\/html\/assets\/$/m);
    // The template says `daemon off;` itself: the image's own CMD would say it twice.
    assert.match(read('deploy/nginx.Dockerfile'), /^CMD \["nginx"\]$/m);
    assert.match(TEMPLATE, /^daemon off;$/m);
  });
});

interface ComposeService {
  image?: string;
  volumes?: string[];
  build?: { context: string; dockerfile: string; target?: string };
  command?: string[];
  profiles?: string[];
  environment?: Record<string, string>;
  env_file?: { path: string; required?: boolean }[];
  expose?: string[];
  ports?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string; required?: boolean }>;
  stop_grace_period?: string;
}

/** Seconds of a Compose duration such as 15s or 1m30s. */
const seconds = (duration: string) => [...duration.matchAll(/(\d+)(h|m|s)/g)].reduce((sum, [, n, unit]) => sum + Number(n) * { h: 3600, m: 60, s: 1 }[unit as 'h' | 'm' | 's'], 0);
/** The default of a Compose `${NAME:-default}` (or the value as written). */
const composeDefault = (value: string) => /^\$\{\w+:-(.*)\}$/.exec(value)?.[1] ?? value;

/** The variables of an env file, with their values. */
function envFile(file: string): Record<string, string> {
  return Object.fromEntries([...read(file).matchAll(/^([A-Z_][A-Z0-9_]*)=(.*)$/gm)].map(([, name, value]) => [name!, value!]));
}

describe('deploy/compose.yaml', () => {
  // Read in each test: a file that does not parse fails them, not the collecting of them.
  let services: Record<string, ComposeService>;
  before(() => {
    services = (parse(read('deploy/compose.yaml')) as { services: Record<string, ComposeService> }).services;
  });

  test('nginx, two store servers of one image and the mock under its profile, each image from a Dockerfile that is there', () => {
    assert.deepEqual(Object.keys(services).sort(), ['assets', 'mock', 'nginx', 'store-1', 'store-2']);
    const [one, two] = [services['store-1']!, services['store-2']!];
    assert.equal(one.image, two.image);
    assert.deepEqual(one.build, two.build);
    assert.equal(one.build?.dockerfile, 'deploy/Dockerfile');
    assert.equal(services.nginx!.build?.dockerfile, 'deploy/nginx.Dockerfile');
    for (const [name, service] of Object.entries(services)) {
      assert.ok(service.build, `${name} is built here`);
      const context = path.resolve(ROOT, 'deploy', service.build.context);
      assert.equal(context, ROOT, `${name}'s build context is the repository`);
      assert.ok(existsSync(path.join(context, service.build.dockerfile)), `${name}'s ${service.build.dockerfile}`);
    }
    assert.deepEqual(services.mock!.profiles, ['mock']);
    assert.deepEqual(services.mock!.command, ['node', 'deploy/mock.mjs']);
    assert.equal(services.mock!.build?.target, 'build', "the mock needs the build stage's development tools");
    assert.match(read('deploy/Dockerfile'), /^FROM \S+ AS build$/m);
    for (const name of ['nginx', 'store-1', 'store-2', 'assets']) assert.equal(services[name]!.profiles, undefined, `${name} runs without a profile`);
  });

  test("nginx serves /assets/ from the volume each release adds its files to, filled before the servers and nginx start", () => {
    const { assets, nginx } = services;
    assert.equal(assets!.build?.dockerfile, 'deploy/nginx.Dockerfile', "the nginx image's files");
    assert.equal(assets!.image, nginx!.image);
    assert.deepEqual(assets!.command?.slice(0, 4), ['store-assets', 'keep', '/usr/share/nginx/html/assets', '/assets']);
    assert.match(read('deploy/nginx.Dockerfile'), /^COPY --chmod=755 deploy\/assets\.sh \/usr\/local\/bin\/store-assets$/m);
    assert.deepEqual(assets!.volumes, ['assets:/assets']);
    assert.deepEqual(nginx!.volumes, ['assets:/usr/share/nginx/html/assets:ro']);
    assert.ok('assets' in ((parse(read('deploy/compose.yaml')) as { volumes?: Record<string, unknown> }).volumes ?? {}), 'the named volume assets');
    for (const name of ['nginx', 'store-1', 'store-2']) assert.equal(services[name]!.depends_on?.assets?.condition, 'service_completed_successfully', `${name} waits for the assets`);
  });

  test("the store servers are asked the server's /healthz on the port it listens on, and given time to drain", () => {
    assert.ok(Number.isInteger(SERVER_PORT) && SERVER_PORT > 0, `deploy/Dockerfile's PORT: ${STORE_ENV.PORT}`);
    assert.match(read('scripts/appServer.mjs'), /port: Number\(process\.env\.PORT \?\? \d+\)/, 'the server listens on PORT');
    for (const name of ['store-1', 'store-2']) {
      const service = services[name]!;
      assert.equal(service.environment?.PORT, undefined, `${name} keeps the image's PORT`);
      assert.deepEqual(service.expose, [String(SERVER_PORT)]);
      assert.ok(service.healthcheck?.test.join(' ').includes(`http://127.0.0.1:${SERVER_PORT}${HEALTH_PATH}`), `${name}'s health check: ${service.healthcheck?.test.join(' ')}`);
      assert.ok(seconds(service.stop_grace_period ?? '10s') > DRAIN_SECONDS, `${name}'s stop_grace_period ${service.stop_grace_period} is not longer than the drain's ${DRAIN_SECONDS} s`);
      assert.deepEqual(
        service.env_file?.map((file) => file.path),
        ['store.env.example', 'store.env'],
      );
    }
    // The example never moves the server off its image's port, nor passes the mock's forced answers on.
    const example = envFile('deploy/store.env.example');
    for (const name of ['PORT', 'HOST', 'PASS_PREFER_TO_API']) assert.equal(example[name], undefined, `deploy/store.env.example sets ${name}`);
  });

  test("nginx sends pages to both servers on that port, the API to the mock's, and waits for them to be healthy", () => {
    const nginx = services.nginx!;
    assert.equal(nginx.environment?.APP_SERVERS, `store-1:${SERVER_PORT} store-2:${SERVER_PORT}`);
    assert.equal(nginx.depends_on?.['store-1']?.condition, 'service_healthy');
    assert.equal(nginx.depends_on?.['store-2']?.condition, 'service_healthy');
    assert.equal(nginx.depends_on?.mock?.required, false, 'nginx also runs without the mock');
    assert.ok(nginx.ports?.some((port) => port.endsWith(`:${NGINX_ENV.LISTEN_PORT}`)), `nginx's published port goes to its LISTEN_PORT ${NGINX_ENV.LISTEN_PORT}`);
    assert.ok(nginx.healthcheck?.test.join(' ').includes(`http://127.0.0.1:${NGINX_ENV.LISTEN_PORT}${NGINX_HEALTH_PATH}`), `nginx's health check: ${nginx.healthcheck?.test.join(' ')}`);
    // The API nginx and the servers call is one: the mock's address, on the port deploy/mock.mjs listens on.
    const api = composeDefault(nginx.environment?.API_UPSTREAM ?? '');
    assert.equal(api, envFile('deploy/store.env.example').API_ORIGIN);
    assert.equal(new URL(api).hostname, 'mock');
    assert.equal(new URL(api).port, services.mock!.environment?.MOCK_LISTEN_PORT);
    assert.deepEqual(services.mock!.expose, [services.mock!.environment?.MOCK_LISTEN_PORT]);
    assert.equal(composeDefault(nginx.environment?.SET_REAL_IP_FROM ?? 'unset'), '', 'no balancer trusted unless told');
  });
});

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
}
interface Probe {
  httpGet?: { path: string; port: string | number };
}
interface Container {
  name: string;
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string; optional?: boolean } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  volumeMounts?: { name: string; mountPath: string; subPath?: string }[];
}
interface PodSpec {
  containers: Container[];
  terminationGracePeriodSeconds?: number;
  enableServiceLinks?: boolean;
  volumes?: { name: string; configMap?: { name: string } }[];
}
interface DeploymentSpec {
  selector: { matchLabels: Record<string, string> };
  template: { metadata: { labels: Record<string, string> }; spec: PodSpec };
}

describe('deploy/k8s/', () => {
  const files = readdirSync(path.join(ROOT, 'deploy', 'k8s')).filter((file) => file.endsWith('.yaml'));
  const documents = files.flatMap((file) => parseAllDocuments(read(`deploy/k8s/${file}`)).map((document) => ({ file, document })));
  const objects = documents.filter(({ document }) => !document.errors.length).map(({ document }) => document.toJS() as K8sObject);
  const object = (kind: string, name: string) => {
    const match = objects.find((candidate) => candidate.kind === kind && candidate.metadata.name === name);
    assert.ok(match, `no ${kind} ${name} in deploy/k8s/`);
    return match;
  };
  const deployment = (name: string) => object('Deployment', name).spec as unknown as DeploymentSpec;
  /** The container port a probe or Service names (by its name or its number). */
  const portOf = (container: Container, port: string | number | undefined) => (typeof port === 'number' ? port : container.ports?.find((candidate) => candidate.name === port)?.containerPort);

  test('every file parses into objects of a kind, with a name', () => {
    assert.ok(files.length >= 3, files.join(', '));
    for (const { file, document } of documents) assert.deepEqual(document.errors.map(String), [], `deploy/k8s/${file}`);
    for (const each of objects) assert.ok(each.apiVersion && each.kind && each.metadata?.name, JSON.stringify(each).slice(0, 200));
    for (const [kind, name] of [['Deployment', 'store'], ['Service', 'store'], ['PodDisruptionBudget', 'store'], ['HorizontalPodAutoscaler', 'store'], ['Deployment', 'nginx'], ['Service', 'nginx'], ['ConfigMap', 'nginx-template']] as const) object(kind, name);
  });

  test("the store's pods: probes on /healthz at the port the server listens on, never /readyz", () => {
    const spec = deployment('store');
    const [container] = spec.template.spec.containers;
    assert.ok(container);
    assert.equal(portOf(container, 'http'), SERVER_PORT, "the container's port is the image's PORT");
    for (const kind of ['readinessProbe', 'livenessProbe', 'startupProbe'] as const) {
      const probe: Probe['httpGet'] = container[kind]?.httpGet;
      assert.equal(probe?.path, HEALTH_PATH, `${kind}'s path`);
      assert.equal(portOf(container, probe?.port), SERVER_PORT, `${kind}'s port`);
    }
    assert.doesNotMatch(JSON.stringify(container), new RegExp(READY_PATH), '/readyz is for alerts: a shared API outage must not take every pod out');
    assert.equal(spec.template.spec.enableServiceLinks, false);
    assert.deepEqual(spec.selector.matchLabels, pick(spec.template.metadata.labels, Object.keys(spec.selector.matchLabels)));
  });

  test("the store's pods stop after nginx let their connections go, and are given the time to drain", () => {
    const { spec } = deployment('store').template;
    const command = spec.containers[0]?.lifecycle?.preStop?.exec?.command ?? [];
    assert.equal(command[0], 'sleep', `preStop: ${command.join(' ')}`);
    const pause = Number(command[1]);
    assert.ok(pause > KEEPALIVE_SECONDS, `the preStop pause (${pause} s) is not longer than nginx's keepalive_timeout (${KEEPALIVE_SECONDS} s)`);
    const grace = spec.terminationGracePeriodSeconds ?? 30;
    assert.ok(grace > pause + DRAIN_SECONDS, `terminationGracePeriodSeconds ${grace} is not longer than the pause (${pause} s) and the drain (${DRAIN_SECONDS} s)`);
  });

  test("the store's Service, disruption budget and autoscaler select its pods, on the server's port", () => {
    const pods = deployment('store').template;
    const service = object('Service', 'store').spec as { selector: Record<string, string>; ports: { port: number; targetPort: string | number }[] };
    assert.deepEqual(service.selector, pick(pods.metadata.labels, Object.keys(service.selector)));
    assert.equal(portOf(pods.spec.containers[0]!, service.ports[0]?.targetPort), SERVER_PORT);
    const budget = object('PodDisruptionBudget', 'store').spec as { selector: { matchLabels: Record<string, string> } };
    assert.deepEqual(budget.selector.matchLabels, pick(pods.metadata.labels, Object.keys(budget.selector.matchLabels)));
    const autoscaler = object('HorizontalPodAutoscaler', 'store').spec as { scaleTargetRef: { kind: string; name: string }; minReplicas: number };
    assert.deepEqual([autoscaler.scaleTargetRef.kind, autoscaler.scaleTargetRef.name], ['Deployment', 'store']);
    assert.ok(autoscaler.minReplicas >= 2, 'one server stopping never leaves none');
    // nginx finds them at the Service's port.
    const nginx = deployment('nginx').template.spec.containers[0]!;
    assert.equal(nginx.env?.find((variable) => variable.name === 'APP_SERVERS')?.value, `store:${service.ports[0]?.port}`);
  });

  test("the store's settings name every variable of deploy/store.env.example", () => {
    const settings = object('ConfigMap', 'store-env').data ?? {};
    const example = Object.keys(envFile('deploy/store.env.example'));
    for (const name of ['API_ORIGIN', 'SITE_ORIGIN', 'API_BASE_URL', 'PAYMENT_GATEWAY_URL', 'PAYMENT_PUBLISHABLE_KEY', 'SENTRY_DSN', 'GOOGLE_CLIENT_ID', 'MAP_TILE_URL', 'MAP_TILE_ATTRIBUTION']) assert.ok(example.includes(name), `${name} in deploy/store.env.example`);
    assert.deepEqual(Object.keys(settings).sort(), example.sort(), 'the ConfigMap store-env and deploy/store.env.example');
    const container = deployment('store').template.spec.containers[0]!;
    assert.deepEqual(container.envFrom, [{ configMapRef: { name: 'store-env' } }, { secretRef: { name: 'store-secrets', optional: true } }]);
  });

  test("nginx's pods: probed on its own health path at its port, its template from the ConfigMap", () => {
    const { spec } = deployment('nginx').template;
    const container = spec.containers[0]!;
    assert.equal(portOf(container, 'http'), Number(NGINX_ENV.LISTEN_PORT));
    for (const kind of ['readinessProbe', 'livenessProbe'] as const) {
      assert.equal(container[kind]?.httpGet?.path, NGINX_HEALTH_PATH, `${kind}'s path`);
      assert.equal(portOf(container, container[kind]?.httpGet?.port), Number(NGINX_ENV.LISTEN_PORT), `${kind}'s port`);
    }
    const mount = container.volumeMounts?.find((candidate) => candidate.mountPath.startsWith('/etc/nginx/templates/'));
    assert.ok(mount, 'the template is mounted where the image fills it');
    assert.equal(path.basename(mount.mountPath), mount.subPath);
    assert.equal(spec.volumes?.find((volume) => volume.name === mount.name)?.configMap?.name, 'nginx-template');
    assert.ok(object('ConfigMap', 'nginx-template').data?.[mount.subPath!], 'the ConfigMap has the file mounted');
    assert.ok(container.env?.some((variable) => variable.name === 'API_UPSTREAM' && variable.value), 'nginx is given the API (it has no default)');
    assert.equal(spec.enableServiceLinks, false, 'no NGINX_PORT=tcp://… in its environment');
  });
});

describe("the store's server, as its probes find it", () => {
  let store: SpawnedStore;
  before(async () => {
    // An API that is not there: the process is well, the API is not.
    store = await spawnStore({ port: STORE_PORT, apiOrigin: 'http://127.0.0.1:1' });
  });
  after(() => store?.close());

  test('answers /healthz on the port it is given while /readyz says the API is down', async () => {
    assert.equal((await request(`${store.url}${HEALTH_PATH}`)).status, 200);
    assert.equal((await request(`${store.url}${READY_PATH}`)).status, 503);
  });
});

function pick(labels: Record<string, string>, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, labels[name]!]));
}

describe("the previous release's assets", () => {
  /** The nginx image's RUN lines of a stage (`previous`, or the last), on folders of this test's own. */
  function runStage(stage: 'previous' | 'last', image: string, scratch: string) {
    const stages = read('deploy/nginx.Dockerfile').replace(/\\\n/g, ' ').split(/^FROM /m);
    const text = stage === 'last' ? stages.at(-1)! : stages.find((each) => / AS previous$/m.test(each.split('\n')[0]!))!;
    for (const [, command] of text.matchAll(/^RUN (.*)$/gm)) {
      const local = command!
        .replaceAll('/tmp/store-assets.sh', path.join(ROOT, 'deploy', 'assets.sh'))
        .replaceAll('/tmp/previous-assets', path.join(scratch, 'previous-assets'))
        .replaceAll('/usr/share/nginx', image);
      const result = spawnSync('sh', ['-c', local], { encoding: 'utf8' });
      assert.equal(result.status, 0, `${local}\n${result.stderr}`);
    }
  }
  /** A file whose content is its name (a .gz file: its name without .gz, gzipped, as nginx's gzip_static reads it). */
  const file = (folder: string, name: string) => {
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, name), name.endsWith('.gz') ? gzipSync(name.slice(0, -3)) : name);
  };

  test("the image keeps the previous release's own files beside its build's, and nginx serves both", async () => {
    const scratch = mkdtempSync(path.join(temp, 'assets-'));
    // The running release's image: its own files (its list), and one it kept from the release before it.
    const previous = path.join(scratch, 'previous-image');
    file(path.join(previous, 'html', 'assets'), 'index-Old11111.js');
    file(path.join(previous, 'html', 'assets'), 'index-Old11111.js.gz');
    file(path.join(previous, 'html', 'assets'), 'index-Older000.js');
    writeFileSync(path.join(previous, 'build-assets.txt'), 'index-Old11111.js\nindex-Old11111.js.gz\n');
    runStage('previous', previous, scratch);
    assert.deepEqual(readdirSync(path.join(scratch, 'previous-assets')).sort(), ['index-Old11111.js', 'index-Old11111.js.gz'], 'only its own files');
    // The new image: its build, its list, then the previous release's files (COPY --from=previous).
    const image = path.join(scratch, 'image');
    file(path.join(image, 'html', 'assets'), 'index-New22222.js');
    runStage('last', image, scratch);
    assert.equal(readFileSync(path.join(image, 'build-assets.txt'), 'utf8'), 'index-New22222.js\n', "the next release's list: this build's files only");
    cpSync(path.join(scratch, 'previous-assets'), path.join(image, 'html', 'assets'), { recursive: true });
    // nginx serves both releases' files as assets, and not the one two releases back.
    // startNginx serves <distDir>/client, as the image serves /usr/share/nginx/html.
    cpSync(path.join(image, 'html'), path.join(scratch, 'served', 'client'), { recursive: true });
    const nginx = await startNginx({ port: ASSETS_NGINX_PORT, distDir: path.join(scratch, 'served'), appUpstream: '127.0.0.1:1', upstream: 'http://127.0.0.1:1' });
    try {
      for (const name of ['index-New22222.js', 'index-Old11111.js']) {
        const answer = await request(`${nginx.url}/assets/${name}`);
        assert.equal(answer.status, 200, name);
        assert.equal(answer.body, name);
        assert.match(answer.headers.get('cache-control') ?? '', /immutable/);
      }
      assert.equal((await request(`${nginx.url}/assets/index-Older000.js`)).status, 404, 'two releases back');
    } finally {
      await nginx.close();
    }
  });

  test('compose\u2019s volume takes each release\u2019s files and keeps the others until no release has used them for the days given', () => {
    const scratch = mkdtempSync(path.join(temp, 'volume-'));
    const kept = path.join(scratch, 'volume');
    const release = (name: string, files: string[]) => {
      for (const each of files) file(path.join(scratch, name), each);
      const result = spawnSync('sh', [path.join(ROOT, 'deploy', 'assets.sh'), 'keep', path.join(scratch, name), kept, '7'], { encoding: 'utf8' });
      assert.equal(result.status, 0, result.stderr);
    };
    release('v1', ['a-11111111.js', 'shared-33333333.css']);
    // v1 was deployed 10 days ago.
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    for (const name of readdirSync(kept)) utimesSync(path.join(kept, name), tenDaysAgo, tenDaysAgo);
    release('v2', ['b-22222222.js', 'shared-33333333.css']);
    assert.deepEqual(readdirSync(kept).sort(), ['b-22222222.js', 'shared-33333333.css'], "v1's own file, unused for 10 days, is gone; the file v2 shares stays");
    release('v3', ['c-44444444.js']);
    assert.deepEqual(readdirSync(kept).sort(), ['b-22222222.js', 'c-44444444.js', 'shared-33333333.css'], 'the previous release stays');
  });
});
