import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './fixtures';
// Imported under another name: it stores the language, it is no React hook (react-hooks lint).
import { axeViewports, axeViolations, example, forceAnswer, signInWithCookie, useLanguage as storeLanguage } from './support';

// The pages' code, lists and gold prices come with their own requests: slow on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

type Language = 'ar' | 'en';
const favourites = (language: Language) => example('get', '/wishlist', 200, language).data;
const compared = (language: Language) => example('get', '/compare', 200, language).data;
const gramPrices = example('get', '/gold-today', 200, 'en');

const WORDS = {
  en: { favourites: 'Favourites', compare: 'Compare', remove: 'Remove from favorites', perGram: 'Price per gram of pure gold (24K)', goldValue: 'Gold value today', lowest: 'Lowest per gram of pure gold' },
  ar: { favourites: 'المفضلة', compare: 'المقارنة', remove: 'إزالة من المفضلة', perGram: 'سعر جرام الذهب الخالص (عيار 24)', goldValue: 'قيمة الذهب اليوم', lowest: 'الأقل لجرام الذهب الخالص' },
} as const;

/** Money as the page writes it: 2 decimals, grouped, Latin digits in both languages. */
const amount = (value: number) => (Math.round(value * 100) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test.beforeEach(async ({ context, baseURL }) => {
  await signInWithCookie(context, baseURL!);
});

async function open(page: Page, path: '/Favorite' | '/Compare', language: Language) {
  await storeLanguage(page, language);
  await page.goto(path);
  const heading = path === '/Favorite' ? WORDS[language].favourites : WORDS[language].compare;
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

// Each list in one language, the other in the other: the component tests say both in both.
test('favourites in ar: the list, and a removal that takes the card away', async ({ page }) => {
  const language = 'ar';
  await open(page, '/Favorite', language);
  const [first, ...rest] = favourites(language);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(favourites(language).length);
  await page.getByRole('article', { name: first.title }).getByRole('button', { name: WORDS[language].remove }).click();
  await expect(page.getByRole('article', { name: first.title })).toHaveCount(0);
  await expect(cards).toHaveCount(rest.length);
});

test('compare in en: the products side by side with price per gram and today’s gold value', async ({ page }) => {
  const language = 'en';
  await open(page, '/Compare', language);
  const [bar100, bar10] = compared(language);
  await expect(page.getByRole('columnheader', { name: bar100.title })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: bar10.title })).toBeVisible();
  const perGram = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: WORDS[language].perGram }) });
  // Both 24K: a gram of the bar is a gram of pure gold.
  await expect(perGram.getByRole('cell').nth(0)).toContainText(amount(bar100.price / bar100.varieties[0].weight));
  await expect(perGram.getByRole('cell').nth(0)).toContainText(WORDS[language].lowest);
  const goldValue = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: WORDS[language].goldValue }) });
  await expect(goldValue.getByRole('cell').nth(1)).toContainText(amount(bar10.varieties[0].weight * gramPrices.price_gram_24k));
});

test('a favourite whose removal fails comes back, with the failure toast', async ({ page }) => {
  await forceAnswer(page, 'post', `/products/${favourites('en')[0].id}/toggle-wishlist`, 'code=500');
  await open(page, '/Favorite', 'en');
  const [first] = favourites('en');
  await page.getByRole('article', { name: first.title }).getByRole('button', { name: WORDS.en.remove }).click();
  await expect(page.getByText('Failed to update favorites!').first()).toBeVisible();
  await expect(page.getByRole('article', { name: first.title })).toBeVisible();
});

test('the compare list says so when it is empty', async ({ page }) => {
  // The browser's own call: the page is reached from home, not rendered by the server.
  await forceAnswer(page, 'get', '/compare', 'example=empty');
  await storeLanguage(page, 'en');
  await page.goto('/');
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await page.getByRole('menuitem', { name: WORDS.en.compare }).click();
  await expect(page.getByRole('heading', { level: 1, name: WORDS.en.compare })).toBeVisible();
  await expect(page.getByText('No compare data')).toBeVisible();
});

/** Once the page has settled: its own calls, the frame's (footer settings, category bar), the slide-fade of the route. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
}

const READY: Record<'/Favorite' | '/Compare', (page: Page, language: Language) => Promise<void>> = {
  '/Favorite': (page) => expect(page.getByRole('main').getByRole('article').first()).toBeVisible(),
  // The gold figures come with the gold prices.
  '/Compare': (page, language) =>
    expect(page.getByRole('row').filter({ hasText: WORDS[language].goldValue }).getByRole('cell').first()).toContainText(/\d/),
};

// axe on a whole page takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

for (const language of ['ar', 'en'] as const) {
  for (const [size, viewport] of axeViewports(language)) {
    for (const path of ['/Favorite', '/Compare'] as const) {
      test(`axe finds nothing on ${path} in ${language} at ${size} size`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await open(page, path, language);
        await READY[path](page, language);
        await settled(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
}
