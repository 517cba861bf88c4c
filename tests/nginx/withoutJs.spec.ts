import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { example, signInWithCookie } from '../e2e/support';

// The core journey as plain links and forms the store's server handles (src/server/formActions.ts,
// src/server/session.ts): with JavaScript off, through nginx; and a tap made while the app's code
// is still on its way, done once.

const WORDS = {
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    logIn: 'تسجيل الدخول',
    loggedIn: 'تم تسجيل الدخول بنجاح',
    search: 'البحث في المنتجات',
    addToCart: 'أضف إلى السلة',
    buy: 'شراء هذا المنتج',
    added: 'القطعة في سلتك',
    increase: 'زيادة الكمية',
    cartUpdated: 'تم تحديث السلة',
    remove: /^إزالة .* من السلة$/,
    removed: 'تم حذف المنتج من السلة',
    coupon: 'رمز القسيمة',
    apply: 'تطبيق',
    couponApplied: 'تم تطبيق القسيمة',
    removeCoupon: 'إزالة القسيمة',
    couponRemoved: 'تمت إزالة القسيمة',
    logOut: 'تسجيل الخروج',
    loggedOut: 'تم تسجيل الخروج بنجاح',
    otherLanguage: 'تغيير اللغة، ر.س',
    checkoutNeedsJs: 'إتمام الطلب يحتاج إلى JavaScript',
  },
  en: {
    email: 'Email',
    password: 'Password',
    logIn: 'Log in',
    loggedIn: 'Logged in successfully',
    search: 'Search products',
    addToCart: 'Add to cart',
    buy: 'Buy this product',
    added: 'The piece is in your cart',
    increase: 'Increase quantity',
    cartUpdated: 'Cart updated',
    remove: /^Remove .* from the cart$/,
    removed: 'Product removed from cart',
    coupon: 'Coupon code',
    apply: 'Apply',
    couponApplied: 'Coupon applied',
    removeCoupon: 'Remove coupon',
    couponRemoved: 'Coupon removed',
    logOut: 'Log out',
    loggedOut: 'Log out Successfully',
    otherLanguage: 'Change language, SAR',
    checkoutNeedsJs: 'Checkout needs JavaScript',
  },
} as const;

const VIEWPORTS = { ar: { width: 390, height: 844 }, en: { width: 1280, height: 900 } } as const;

test.describe.configure({ timeout: 120_000 });

/** The status line a form's post left for the page it came back to. */
const statusLine = (page: Page, text: string) => page.getByRole('main').getByRole('status').filter({ hasText: text });

/** How many pieces the shopper's cart holds, asked of the API as the browser would (the cookie). */
async function piecesInCart(context: BrowserContext, baseURL: string): Promise<number> {
  const answer = await context.request.get(`${baseURL}/api/v1/carts`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { quantity: number }[] }).data.reduce((sum, line) => sum + line.quantity, 0);
}

for (const language of ['ar', 'en'] as const) {
  const w = WORDS[language];
  test.describe(`with JavaScript off (${language})`, () => {
    test.use({ javaScriptEnabled: false, viewport: VIEWPORTS[language] });

    test('browse, search, sign in, fill and change the cart, a coupon, sign out; checkout says it needs JavaScript', async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'language', value: language, url: baseURL! }]);
      // Browse: a listing's card to its product, by plain links.
      await page.goto('/Store');
      const piece = example('get', '/products', 200, language).data[0];
      await page.getByRole('link', { name: piece.title }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: piece.title })).toBeVisible();

      // Search: a GET form to the results.
      const box = page.getByRole('banner').getByRole('combobox', { name: w.search }).filter({ visible: true });
      await box.fill(language === 'ar' ? 'سبيكة' : 'bar');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/products\?search=/);

      // The language: a link to the same page in the other.
      await page.getByRole('link', { name: w.otherLanguage }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'ar' ? 'en' : 'ar');
      await page.goBack();
      await context.addCookies([{ name: 'language', value: language, url: baseURL! }]);

      // Sign in: the server keeps the session and says so.
      await page.goto('/login');
      await page.getByRole('textbox', { name: w.email, exact: true }).fill(`no-js-${language}@goldstore.example`);
      await page.getByRole('textbox', { name: w.password, exact: true }).fill('Secret@2026');
      await page.getByRole('main').getByRole('button', { name: w.logIn, exact: true }).click();
      await expect(statusLine(page, w.loggedIn)).toBeVisible();
      const before = await piecesInCart(context, baseURL!);

      // Add a piece from a card, and from the product's page with a quantity.
      await page.goto('/Store');
      await page.getByRole('main').getByRole('button', { name: w.addToCart }).first().click();
      await expect(statusLine(page, w.added)).toBeVisible();
      await expect(page).toHaveURL(/\/Store$/);
      await page.goto('/products/104');
      const buy = page.getByRole('form', { name: w.buy });
      await buy.getByRole('textbox', { name: language === 'ar' ? 'الكمية' : 'Quantity' }).fill('2');
      await buy.getByRole('button', { name: w.addToCart }).click();
      await expect(statusLine(page, w.added)).toBeVisible();
      expect(await piecesInCart(context, baseURL!)).toBe(before + 3);

      // The cart: one more of a line, a line removed, a coupon refused beside its field, then taken and removed.
      await page.goto('/cart');
      await page.getByRole('button', { name: w.increase }).first().click();
      await expect(statusLine(page, w.cartUpdated)).toBeVisible();
      expect(await piecesInCart(context, baseURL!)).toBe(before + 4);
      const lines = page.getByRole('main').getByRole('article');
      const lineCount = await lines.count();
      await page.getByRole('button', { name: w.remove }).first().click();
      await expect(statusLine(page, w.removed)).toBeVisible();
      await expect(lines).toHaveCount(lineCount - 1);
      const code = page.getByRole('textbox', { name: w.coupon });
      await code.fill('NOT-A-CODE');
      await page.getByRole('button', { name: w.apply }).click();
      // The refusal in the API's words beside the field, and what was typed kept.
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      await expect(code).toHaveValue('NOT-A-CODE');
      await code.fill('GOLD5');
      await page.getByRole('button', { name: w.apply }).click();
      await expect(statusLine(page, w.couponApplied)).toBeVisible();
      await page.getByRole('button', { name: w.removeCoupon }).click();
      await expect(statusLine(page, w.couponRemoved)).toBeVisible();

      // Checkout needs JavaScript, and says so.
      await page.goto('/checkout');
      // (Playwright's text queries skip a <noscript>'s text, even when it is shown: its alert's is read.)
      await expect(page.getByRole('main').getByRole('alert')).toContainText(w.checkoutNeedsJs);

      // Sign out from the account's page.
      await page.goto('/Profile');
      await page.getByRole('main').getByRole('button', { name: w.logOut }).click();
      await expect(statusLine(page, w.loggedOut)).toBeVisible();
      expect((await context.cookies()).find((cookie) => cookie.name === 'jwt')).toBeUndefined();
    });
  });
}

test('a tap on "Add to cart" while the app is still on its way is done once', async ({ page, context, baseURL }) => {
  await signInWithCookie(context, baseURL!);
  await context.addCookies([{ name: 'language', value: 'ar', url: baseURL! }]);
  const before = await piecesInCart(context, baseURL!);
  // The app's code is held back until the test lets it go.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.setViewportSize(VIEWPORTS.ar);
  await page.goto('/products/104', { waitUntil: 'commit' });
  await page.getByRole('form', { name: WORDS.ar.buy }).getByRole('button', { name: WORDS.ar.addToCart }).click();
  await expect(statusLine(page, WORDS.ar.added)).toBeVisible();
  release();
  // The app takes the page it came back to over, and the piece was added once: not lost, not twice.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForTimeout(500);
  expect(await piecesInCart(context, baseURL!)).toBe(before + 1);
});
