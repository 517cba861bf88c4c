import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
// Renamed: a Playwright helper, not a React hook (the hooks lint rule goes by the name).
import { axeViewports, axeViolations, example, scrollUntilVisible, signInWithCookie, useLanguage as storeLanguage, VIEWPORTS } from './support';

const product = (language: 'ar' | 'en') => example('get', '/products/{id}', 200, language).data;
const firstComment = (language: 'ar' | 'en') => example('get', '/products/{id}/comments', 200, language).data[0].name;
const STORE = { ar: 'متجر الذهب', en: 'Gold Store' } as const;

/** Opens a product page, all of it: its lower part (related products, comments) renders once near the screen. */
async function openProduct(page: Page, language: 'ar' | 'en') {
  await storeLanguage(page, language);
  await page.goto('/products/108');
  // Generous: the mock answers slowly when the machine is busy.
  await expect(page.getByRole('heading', { level: 1, name: product(language).title })).toBeVisible({ timeout: 15_000 });
  await scrollUntilVisible(page, page.getByText(firstComment(language)));
}

for (const language of ['ar', 'en'] as const) {
  test(`the product page in ${language}: details, tab title, share links`, async ({ page }) => {
    await openProduct(page, language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page).toHaveTitle(`${product(language).title} | ${STORE[language]}`);
    await expect(page.getByText(product(language).subtitle)).toBeVisible();
    // The main picture loads at once, with its size known before it arrives.
    const main = page.getByRole('img', { name: product(language).title }).first();
    await expect(main).toHaveAttribute('loading', 'eager');
    await expect(main).toHaveAttribute('width', '800');
    const whatsapp = page.getByRole('link', { name: language === 'en' ? /^Share on WhatsApp/ : /^مشاركة عبر واتساب/ });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('href', new RegExp(encodeURIComponent(`${new URL(page.url()).origin}/products/108`)));
  });

  for (const [size, viewport] of axeViewports(language)) {
    test(`axe finds nothing on the product page (${language}, ${size})`, async ({ page }) => {
      test.slow(); // axe reads a long page: comments, related products, footer
      await page.setViewportSize(viewport);
      await openProduct(page, language);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test('a signed-in shopper adds three to the cart', async ({ page, context, baseURL }) => {
  await signInWithCookie(context, baseURL!);
  await openProduct(page, 'en');
  // The page's own purchase form, not the related products' cart buttons.
  const buy = page.getByRole('form', { name: 'Buy this product' });
  await buy.getByRole('button', { name: 'Increase quantity' }).click();
  await buy.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(buy.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
  const sent = page.waitForRequest((request) => request.url().endsWith('/products/108/add-to-cart') && request.method() === 'POST');
  await buy.getByRole('button', { name: 'Add to cart' }).click();
  expect((await sent).postDataJSON()).toEqual({ variety_id: 1008, quantity: 3 });
  await expect(page.getByRole('alert')).toContainText('added to the cart');
  await expect(page.getByRole('alert').getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
  // Ready for the next one.
  await expect(buy.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
});

test('copy link puts the page address on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openProduct(page, 'ar');
  await page.getByRole('button', { name: 'نسخ الرابط' }).click();
  await expect(page.getByRole('alert').getByText('تم نسخ الرابط')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL('/products/108', page.url()).href);
});

test('an id that cannot be a product shows "Product not found" with the way back', async ({ page }) => {
  await storeLanguage(page, 'en');
  await page.goto('/products/gold-bar');
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  await expect(page).toHaveTitle('Product not found | Gold Store');
  await page.getByRole('link', { name: 'Back to the store' }).click();
  await expect(page).toHaveURL(/\/Store(\?|$)/);
});

test("a product's lower part is in the first HTML, and its code is not the first screen's", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  // The description's sanitiser (DOMPurify) is code of the lower part alone: its hooks' names tell it.
  const isSanitiser = (code: string) => code.includes('uponSanitizeElement');
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    // A script still arriving when the test ends (the idle Web Vitals chunk) is no lower part's.
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await storeLanguage(page, 'en');
  // The scripts the first HTML names (its preloads and its entry) are the first screen's.
  const html = await (await page.request.get('/products/108')).text();
  const named = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  expect(named.length).toBeGreaterThan(0);
  const firstScreen = await Promise.all(named.map(async (src) => (await page.request.get(src)).text()));
  expect(firstScreen.some(isSanitiser)).toBe(false);
  // The fixture's goto waits for the app to take the page over.
  await page.goto('/products/108');
  // The server drew the description, the comments and their form.
  await expect(page.getByRole('heading', { name: 'Description' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Reviews and comments' })).toBeAttached();

  // A guest is told before typing anything that commenting needs logging in, and the way back.
  const logIn = page.getByRole('link', { name: 'Log in to comment' });
  await scrollUntilVisible(page, logIn);
  await expect.poll(async () => (await Promise.all(scripts)).some(isSanitiser)).toBe(true);
  await expect(page.getByText('Please Login To Add Comment')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Your comment/ })).toHaveCount(0);
  await logIn.click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fproducts%2F108$/);
});

test('a product reached by a link in the app draws its lower part too (no server HTML to keep)', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await storeLanguage(page, 'en');
  await page.goto('/Store');
  const firstCard = page.getByRole('list', { name: 'Products' }).getByRole('listitem').first();
  await firstCard.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  const comments = page.getByRole('heading', { name: 'Reviews and comments' });
  await scrollUntilVisible(page, comments);
  await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
});
