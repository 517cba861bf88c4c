import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';

const contract = JSON.parse(readFileSync(new URL('../../sdk/openapi.json', import.meta.url), 'utf8'));
const homeExamples = contract.paths['/home'].get.responses['200'].content['application/json'].examples;
const slideTitles = (language: 'ar' | 'en'): string[] => homeExamples[language].value.data.sliders.map((s: { title: string }) => s.title);

test('a first visit is in Arabic, right to left, with the home slider from the mock', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  for (const title of slideTitles('ar')) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
});

test('with English stored, the page is in English, left to right', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  for (const title of slideTitles('en')) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  for (const title of slideTitles('ar')) {
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  }
});
