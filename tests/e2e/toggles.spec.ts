import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import AxeBuilder from '@axe-core/playwright';
import { forceAnswer, navigateInApp, signInWithCookie, useLanguage, VIEWPORTS } from './support';

// The product card's toggles in the store (/Store), as a shopper uses them: the 21K coin (105)
// is in none of the lists in the mock's catalogue.
const WORDS = {
  en: { coin: '21K Gold Coin 4 g', add: 'Add to favorites', remove: 'Remove from favorites', added: 'Added to favorites', failed: 'Failed to update favorites!', login: 'Please login to add to favorites', addCart: 'Add to cart', loginCart: 'Please login to add to cart' },
  ar: { coin: 'عملة ذهبية عيار 21 وزن 4 جرام', add: 'أضف إلى المفضلة', remove: 'إزالة من المفضلة', added: 'تمت الإضافة إلى المفضلة', failed: 'تعذّر تحديث المفضلة!', login: 'يرجى تسجيل الدخول للإضافة إلى المفضلة', addCart: 'أضف إلى السلة', loginCart: 'يرجى تسجيل الدخول للإضافة إلى السلة' },
} as const;

const coinCard = (page: Page, language: 'ar' | 'en') => page.getByRole('article', { name: WORDS[language].coin });

test.describe('the product toggles', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const language of ['en', 'ar'] as const) {
    test(`a signed-in shopper adds a favourite and sees it (${language})`, async ({ page, context, baseURL }) => {
      const words = WORDS[language];
      await signInWithCookie(context, baseURL!);
      await useLanguage(page, language);
      await page.goto('/Store');
      const card = coinCard(page, language);
      await card.getByRole('button', { name: words.add }).click();
      await expect(page.getByRole('alert').filter({ hasText: words.added })).toBeVisible();
      await expect(card.getByRole('button', { name: words.remove })).toHaveAttribute('aria-pressed', 'true');
    });
  }

  test('a failed call puts the heart back and says so', async ({ page, context, baseURL }) => {
    await signInWithCookie(context, baseURL!);
    await useLanguage(page, 'ar');
    await forceAnswer(page, 'post', '/products/105/toggle-wishlist', 'code=500');
    await page.goto('/Store');
    const card = coinCard(page, 'ar');
    await card.getByRole('button', { name: WORDS.ar.add }).click();
    await expect(page.getByRole('alert').filter({ hasText: WORDS.ar.failed })).toBeVisible();
    await expect(card.getByRole('button', { name: WORDS.ar.add })).toHaveAttribute('aria-pressed', 'false');
  });

  test('a piece added from a card shows as in the cart when the store is drawn again, and one added offline says so', async ({ page, context, baseURL }) => {
    await signInWithCookie(context, baseURL!);
    await useLanguage(page, 'en');
    await page.goto('/Store');
    await coinCard(page, 'en').getByRole('button', { name: WORDS.en.addCart }).click();
    await expect(coinCard(page, 'en').getByRole('button', { name: 'Remove from cart' })).toHaveAttribute('aria-pressed', 'true');
    // Away and back within the app: the store's list (kept a minute) says it is in the cart too.
    await navigateInApp(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await navigateInApp(page, '/Store');
    await expect(coinCard(page, 'en').getByRole('button', { name: 'Remove from cart' })).toHaveAttribute('aria-pressed', 'true');

    // Offline: the change fails at once and the shopper is told why, not left with a spinner.
    await context.setOffline(true);
    await page.getByRole('dialog').getByRole('button').first().click();
    await page.getByRole('article').filter({ has: page.getByRole('button', { name: WORDS.en.addCart }) }).first().getByRole('button', { name: WORDS.en.addCart }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'You are currently offline' })).toBeVisible();
    await context.setOffline(false);
  });

  test('a guest is asked to log in, and nothing is sent', async ({ page }) => {
    await useLanguage(page, 'en');
    const sent: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && sent.push(request.url()));
    await page.goto('/Store');
    const card = coinCard(page, 'en');
    await card.getByRole('button', { name: WORDS.en.add }).click();
    await expect(page.getByRole('alert').filter({ hasText: WORDS.en.login })).toBeVisible();
    await card.getByRole('button', { name: WORDS.en.addCart }).click();
    await expect(page.getByRole('alert').filter({ hasText: WORDS.en.loginCart })).toBeVisible();
    await expect(card.getByRole('button', { name: WORDS.en.add })).toHaveAttribute('aria-pressed', 'false');
    expect(sent).toEqual([]);
  });

  for (const [language, size] of [['ar', 'phone'], ['en', 'desktop']] as const) {
    test(`the quick view opens from a card, counts, and passes axe (${language}, ${size})`, async ({ page }) => {
      await page.setViewportSize(VIEWPORTS[size]);
      await useLanguage(page, language);
      await page.goto('/Store');
      await coinCard(page, language).getByRole('link', { name: language === 'en' ? 'Quick view' : 'عرض سريع' }).click();
      const dialog = page.getByRole('dialog', { name: WORDS[language].coin });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: language === 'en' ? 'Increase quantity' : 'زيادة الكمية' }).click();
      await expect(dialog.getByRole('textbox', { name: language === 'en' ? 'Quantity' : 'الكمية' })).toHaveValue('2');
      await expect(dialog.getByText('2,790.00')).toBeVisible(); // 1,395.00 × 2
      // The dialog alone: the store page under it has its own axe checks.
      const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    });
  }
});
