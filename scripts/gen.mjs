// npm run gen: bundles the hand-written contracts into one file each and generates the SDK's
// types from them: the store's `/api/v1` (openapi/openapi.yaml → sdk/) and the payment gateway's
// (openapi/gateway/gateway.yaml → sdk/gateway/), which the browser calls with the card.
// Every output is checked in; a test fails when they are not what this produces.
//   node scripts/gen.mjs            writes sdk/openapi.json, sdk/schema.d.ts and sdk/gateway/…
//   node scripts/gen.mjs --out DIR  writes them into DIR instead (the freshness test uses this)
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);


function generateOne(contractRoot, outDir) {
  mkdirSync(outDir, { recursive: true });
  const bundle = path.join(outDir, 'openapi.json');
  const types = path.join(outDir, 'schema.d.ts');
  const run = (cmd, args) => execFileSync(bin(cmd), args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  run('redocly', ['bundle', contractRoot, '--output', bundle, '--ext', 'json']);
  // Pretty JSON with a final newline, so diffs of the bundle read well.
  writeFileSync(bundle, JSON.stringify(JSON.parse(readFileSync(bundle, 'utf8')), null, 2) + '\n');
  run('openapi-typescript', [bundle, '--output', types, '--alphabetize']);
  return { bundle, types };
}

/**
 * Writes every contract's bundle and types under outDir. `bundle`/`types` are the store's
 * (outDir/openapi.json, outDir/schema.d.ts), `gateway` the gateway's (outDir/gateway/…).
 */
export function generate(outDir) {
  const store = generateOne('openapi/openapi.yaml', outDir);
  const gateway = generateOne('openapi/gateway/gateway.yaml', path.join(outDir, 'gateway'));
  return { ...store, gateway };
}

const outIndex = process.argv.indexOf('--out');
const outDir = outIndex > 0 ? path.resolve(process.argv[outIndex + 1]) : path.join(root, 'sdk');
if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const { bundle, types, gateway } = generate(outDir);
  for (const file of [bundle, types, gateway.bundle, gateway.types]) console.log(`Wrote ${path.relative(root, file)}`);
}
