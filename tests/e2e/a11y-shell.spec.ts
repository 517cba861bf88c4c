import { expect, test, type Page } from '@playwright/test';
import { axeViolations, useLanguage, axeViewports } from './support';

// axe-core (WCAG 2.2 AA) on the pages the shell owns, with the whole frame around them: header,
// gold prices, category bar or bottom bar, footer. Each page is checked once it has settled.

const PAGES: { path: string; ready: (page: Page, language: 'ar' | 'en') => Promise<void> }[] = [
  {
    path: '/',
    ready: async (page, language) => {
      await expect(page.getByRole('region', { name: language === 'ar' ? 'أسعار الذهب المباشرة' : 'Live gold prices' })).toContainText(
        '318.55',
        // The home page loads much at once (video, carousels): the strip's values may come late on a busy machine.
        { timeout: 15_000 },
      );
    },
  },
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
        // The footer's settings and the category bar arrive with their own calls.
        await page.waitForLoadState('networkidle');
        // The slide-fade of the routed page has ended (axe reads colours mid-fade otherwise).
        await page.waitForTimeout(400);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
}
