import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { assetsLoadedBy, FIRST_PAGE_JS_BUDGET_KB, sizesOf } from '../../scripts/firstPage.mjs';
import { test } from './fixtures';

// The first page's JavaScript, as `npm run perf` measures it: a change that makes it grow past
// its budget fails here, not only in a manual measurement.

const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';
/** What TanStack Query's devtools always hold (their button's name): development only (src/app/QueryDevtools.tsx). */
const DEVTOOLS_MARK = 'Open Tanstack query devtools';

test("the first page's JavaScript stays within its budget", async ({ page }) => {
  const scripts = (await assetsLoadedBy(page, '/')).filter((asset) => asset.endsWith('.js'));
  const sizes = scripts.map((asset) => ({ asset, brotli: sizesOf(path.join(OUT_DIR, 'client', asset)).brotli }));
  const totalKb = sizes.reduce((sum, { brotli }) => sum + brotli, 0) / 1024;
  expect(scripts.length, 'the first page loads its code').toBeGreaterThan(0);
  expect(totalKb, `the first page's JavaScript, brotli KB: ${sizes.map(({ asset, brotli }) => `${asset} ${(brotli / 1024).toFixed(1)}`).join(', ')}`).toBeLessThanOrEqual(
    FIRST_PAGE_JS_BUDGET_KB,
  );
});

test("the first page has no development tools: TanStack Query's devtools are not in the build", async ({ page }) => {
  const scripts = (await assetsLoadedBy(page, '/')).filter((asset) => asset.endsWith('.js'));
  expect(scripts.length, 'the first page loads its code').toBeGreaterThan(0);
  const holding = scripts.filter((asset) => readFileSync(path.join(OUT_DIR, 'client', asset), 'utf8').includes(DEVTOOLS_MARK));
  expect(holding, 'the first page\'s scripts that hold the devtools').toEqual([]);
  await expect(page.getByRole('button', { name: /query devtools/i })).toHaveCount(0);
});
