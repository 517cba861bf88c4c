// The checked-in SDK is exactly what `npm run gen` makes of the contracts (the store's and the gateway's).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../../scripts/gen.mjs';

const outDir = mkdtempSync(path.join(tmpdir(), 'sdk-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the generated SDK', () => {
  it('is fresh: run `npm run gen` and commit sdk/ when this fails', () => {
    const fresh = generate(outDir);
    const read = (file: string) => readFileSync(file, 'utf8');
    expect(read('sdk/openapi.json') === read(fresh.bundle), 'sdk/openapi.json is stale').toBe(true);
    expect(read('sdk/schema.d.ts') === read(fresh.types), 'sdk/schema.d.ts is stale').toBe(true);
    expect(read('sdk/gateway/openapi.json') === read(fresh.gateway.bundle), 'sdk/gateway/openapi.json is stale').toBe(true);
    expect(read('sdk/gateway/schema.d.ts') === read(fresh.gateway.types), 'sdk/gateway/schema.d.ts is stale').toBe(true);
  });
});
