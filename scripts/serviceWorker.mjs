// The service worker, made from the production build after `vite build` (npm run build,
// buildStore): src/serviceWorker bundled by Vite on its own (one classic script, /sw.js), then
// Workbox's injectManifest writes in what it precaches: the first page's code and CSS (the app's
// entry and the chunks and stylesheets it imports, from Vite's manifest of the build) and the
// fonts. (vite-plugin-pwa and @serwist/vite do not run in TanStack Start's production build.)
//   node scripts/serviceWorker.mjs [dist]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The browser's entry and everything it imports at once (not its dynamic imports): the first page's JavaScript and CSS. */
function firstPageFiles(manifest) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...files];
}

export async function buildServiceWorker(outDir = 'dist') {
  const client = path.resolve(root, outDir, 'client');
  const viteFolder = path.join(client, '.vite');
  const manifest = JSON.parse(readFileSync(path.join(viteFolder, 'manifest.json'), 'utf8'));
  // Vite's manifest is for this script: nginx serves the folder.
  rmSync(viteFolder, { recursive: true, force: true });
  const bundled = mkdtempSync(path.join(os.tmpdir(), 'store-sw-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      // Workbox's own logs are for its development builds.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: bundled,
        emptyOutDir: true,
        copyPublicDir: false,
        lib: { entry: path.join(root, 'src/serviceWorker/worker.ts'), formats: ['iife'], name: 'storeWorker', fileName: () => 'sw.js' },
      },
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: path.join(bundled, 'sw.js'),
      swDest: path.join(client, 'sw.js'),
      globDirectory: client,
      globPatterns: [...firstPageFiles(manifest), 'assets/tajawal-*.woff2'],
      // Where the worker reads the list (src/serviceWorker/worker.ts).
      injectionPoint: 'self.STORE_PRECACHE',
      // Hashed names: the name is the revision.
      dontCacheBustURLsMatching: /^assets\//,
      // The first page's chunks are a few hundred KB raw; nothing bigger belongs in it.
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    });
    for (const warning of warnings) console.warn(`service worker: ${warning}`);
    return { count, size };
  } finally {
    rmSync(bundled, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { count, size } = await buildServiceWorker(process.argv[2] ?? 'dist');
  console.log(`service worker: /sw.js precaches ${count} files (${(size / 1024).toFixed(0)} KB)`);
}
