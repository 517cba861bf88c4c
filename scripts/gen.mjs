// npm run gen: bundles the hand-written contract (openapi/) into one file and generates the SDK's
// types from it. Both outputs are checked in; a test fails when they are not what this produces.
//   node scripts/gen.mjs            writes sdk/openapi.json and sdk/schema.d.ts
//   node scripts/gen.mjs --out DIR  writes them into DIR instead (the freshness test uses this)
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

export function generate(outDir) {
  mkdirSync(outDir, { recursive: true });
  const bundle = path.join(outDir, 'openapi.json');
  const types = path.join(outDir, 'schema.d.ts');
  const run = (cmd, args) => execFileSync(bin(cmd), args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  run('redocly', ['bundle', 'openapi/openapi.yaml', '--output', bundle, '--ext', 'json']);
  // Pretty JSON with a final newline, so diffs of the bundle read well.
  writeFileSync(bundle, JSON.stringify(JSON.parse(readFileSync(bundle, 'utf8')), null, 2) + '\n');
  run('openapi-typescript', [bundle, '--output', types, '--alphabetize']);
  return { bundle, types };
}

const outIndex = process.argv.indexOf('--out');
const outDir = outIndex > 0 ? path.resolve(process.argv[outIndex + 1]) : path.join(root, 'sdk');
if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const { bundle, types } = generate(outDir);
  console.log(`Wrote ${path.relative(root, bundle)} and ${path.relative(root, types)}`);
}
