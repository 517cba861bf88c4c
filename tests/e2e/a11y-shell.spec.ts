import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { axeViewports, axeViolations, scrollUntilVisible, useLanguage } from './support';

// axe-core (WCAG 2.2 AA) on the pages the shell owns, with the whole frame around them: header,
// gold prices, category bar or bottom bar, footer. Each page is checked once it has settled. The home
// page's own check (home.spec.ts) reads the frame on the first page.

const PAGES: { path: string; ready: (page: Page, language: 'ar' | 'en') => Promise<void> }[] = [
  {
    path: '/login',
    ready: (page, language) => expect(page.getByRole('heading', { level: 1, name: language === 'ar' ? 'تسجيل الدخول' : 'Log in' })).toBeVisible(),
  },
  {
    path: '/Register',
    ready: (page, language) =>
      expect(page.getByRole('heading', { level: 1, name: language === 'ar' ? 'إنشاء حساب' : 'Create an account' })).toBeVisible(),
  },
  {
    path: '/no-such-page',
    ready: (page, language) =>
      expect(page.getByRole('heading', { level: 1, name: language === 'ar' ? 'الصفحة غير موجودة' : 'Page not found' })).toBeVisible(),
  },
];

test.describe.configure({ timeout: 60_000 });

for (const language of ['ar', 'en'] as const) {
  for (const [size, viewport] of axeViewports(language)) {
    for (const { path, ready } of PAGES) {
      test(`no axe violation on ${path} (${language}, ${size})`, async ({ page }) => {
        await useLanguage(page, language);
        await page.setViewportSize(viewport);
        await page.goto(path);
        await ready(page, language);
        // The footer renders when the shopper comes near it: scrolled to, so axe reads it too.
        await scrollUntilVisible(page, page.getByRole('contentinfo'));
        // The footer's settings and the category bar arrive with their own calls.
        await page.waitForLoadState('networkidle');
        // The slide-fade of the routed page has ended (axe reads colours mid-fade otherwise).
        await page.waitForTimeout(400);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
}
