// npm run perf: builds the app, opens the first page in the system Chromium against the mock and
// the production build, and prints the size of every JavaScript and CSS file that page loaded,
// raw, gzip and brotli. A measurement, not a test: it never fails on a number.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startMock } from '../mocks/server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MOCK_PORT = 4050;
const PREVIEW_PORT = 4180;

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(8);

function sizesOf(file) {
  const content = readFileSync(file);
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

async function waitForHttp(url) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** The /assets/ files the page at `url` loads before it goes quiet. */
async function assetsLoadedBy(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const assets = new Set();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (/^\/assets\/.+\.(js|css)$/.test(pathname)) assets.add(pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return [...assets].sort();
  } finally {
    await browser.close();
  }
}

execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });

const mock = await startMock({ port: MOCK_PORT, quiet: true });
const preview = spawn(path.join(root, 'node_modules/.bin/vite'), ['preview', '--port', String(PREVIEW_PORT)], {
  cwd: root,
  env: { ...process.env, MOCK_PORT: String(MOCK_PORT) },
  stdio: 'ignore',
});
try {
  const url = `http://localhost:${PREVIEW_PORT}/`;
  await waitForHttp(url);
  const assets = await assetsLoadedBy(url);
  const totals = { js: { raw: 0, gzip: 0, brotli: 0 }, css: { raw: 0, gzip: 0, brotli: 0 } };
  console.log(`\nJavaScript and CSS loaded by the first page (${url}), in KB:`);
  console.log(`${'file'.padEnd(48)}${'raw'.padStart(8)}${'gzip'.padStart(8)}${'brotli'.padStart(8)}`);
  for (const asset of assets) {
    const sizes = sizesOf(path.join(root, 'dist', asset));
    const kind = asset.endsWith('.css') ? 'css' : 'js';
    for (const key of Object.keys(sizes)) totals[kind][key] += sizes[key];
    console.log(`${asset.padEnd(48)}${kb(sizes.raw)}${kb(sizes.gzip)}${kb(sizes.brotli)}`);
  }
  for (const kind of ['js', 'css']) {
    const t = totals[kind];
    console.log(`${`total ${kind.toUpperCase()}`.padEnd(48)}${kb(t.raw)}${kb(t.gzip)}${kb(t.brotli)}`);
  }
} finally {
  preview.kill();
  await mock.close();
}
