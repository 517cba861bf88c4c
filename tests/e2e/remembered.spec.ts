import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { answerThreeDSecure, DECLINED_CARD, definitionOf, fillCard, fillPersonalId, GOOD_CARD, placeButton, WORDS as BUYING } from './buying-support';
import { example, signInWithCookie, useLanguage } from './support';

// The store on its own mock, as a newcomer tries it: the mock's memory answers what was asked
// (each piece its own page, a search and a karat filter that narrow the list) and remembers what
// the shopper did (the cart, the coupon, the orders and their payments), apart from any other
// shopper. Nothing here answers for the backend: the mock does.

type Language = 'ar' | 'en';

const piecesIn = (language: Language): { id: number; title: string }[] => example('get', '/products', 200, language).data;
const titleOf = (language: Language, id: number) => piecesIn(language).find((piece) => piece.id === id)!.title;

// The long day below runs in Arabic, the store's first language.
const WORDS = {
  ar: {
    karat: 'العيار',
    addCart: 'أضف إلى السلة',
    // One piece is said in words (منتج واحد); 3 to 10 with the number.
    cartLink: (count: number) => (count === 1 ? /^السلة، منتج واحد$/ : new RegExp(`^السلة، ${count} `)),
    plus: 'زيادة الكمية',
    subtotal: 'المجموع الفرعي',
    couponField: 'رمز القسيمة',
    apply: 'تطبيق',
    empty: 'لا توجد منتجات في السلة',
  },
} as const;

/** Amounts as the screens write them (2 decimals, grouped), to compare what two screens show. */
const amountIn = (text: string | null) => /[\d,]+\.\d{2}/.exec(text ?? '')?.[0];

/** From the store, "Add to cart" on a piece's card; the header's count says `count` after it. */
async function addFromStore(page: Page, id: number, count: number) {
  await page.goto('/Store');
  await page.getByRole('article', { name: titleOf('ar', id) }).getByRole('button', { name: WORDS.ar.addCart }).click();
  await expect(page.getByRole('link', { name: WORDS.ar.cartLink(count) }).first()).toBeVisible();
}

/** Checkout from /cart, and the total its summary shows for the method chosen. */
async function checkoutTotal(page: Page, method: 'card' | 'bank_transfer') {
  const w = BUYING.ar;
  await page.goto('/cart');
  await page.getByRole('main').getByRole('link', { name: w.checkout }).click();
  const main = page.getByRole('main');
  const summary = main.getByRole('region', { name: w.orderSummary });
  await expect(summary).toBeVisible();
  if (method === 'bank_transfer') await main.getByRole('radio', { name: w.bankTransfer }).click();
  // The price held for this method has come: the button places the order again.
  await expect(placeButton(page, w, method)).toBeEnabled();
  await expect(definitionOf(summary, w.total)).toContainText(/\d/);
  return amountIn(await definitionOf(summary, w.total).textContent())!;
}

test.describe('the mock answers what was asked', () => {
  test('three pieces from the store, each on its own page with its own title (en)', async ({ page }) => {
    await useLanguage(page, 'en');
    for (const id of [101, 106, 112]) {
      await page.goto('/Store');
      await page.getByRole('article', { name: titleOf('en', id) }).getByRole('link', { name: titleOf('en', id) }).first().click();
      await expect(page).toHaveURL(new RegExp(`/products/${id}$`));
      await expect(page.getByRole('heading', { level: 1, name: titleOf('en', id) })).toBeVisible();
    }
  });

  test('the karat filter narrows the store to the pieces of that karat (ar)', async ({ page }) => {
    await useLanguage(page, 'ar');
    await page.goto('/Store');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(12);
    await page.getByRole('radiogroup', { name: WORDS.ar.karat }).getByText('18', { exact: true }).click();
    await expect(page).toHaveURL(/karat=18/);
    // The 18K pieces of the catalogue: the pearl earrings, the name necklace, the kids' bracelet, the solitaire ring.
    await expect(cards).toHaveCount(4);
    for (const id of [106, 109, 112, 114]) await expect(page.getByRole('article', { name: titleOf('ar', id) })).toBeVisible();
  });
});

// A whole day of one shopper, then a second shopper: many steps and page loads on a busy machine.
test.describe.configure({ timeout: 240_000 });

// The mock's memory is the same in either language: one run, in the store's first language.
const language = 'ar';
const w = BUYING.ar;
const words = WORDS.ar;

test(`a newcomer's cart, coupon, bank transfer, card, declined card and paying again are remembered, and a second shopper sees none of it`, async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  await signInWithCookie(context, baseURL!);
  await useLanguage(page, language);
  const main = page.getByRole('main');

  // A fourth piece, the 21K coin: the cart shows it, and its count follows.
  await addFromStore(page, 105, 4);
  await page.goto('/cart');
  const coin = main.getByRole('article', { name: titleOf(language, 105) });
  await expect(main.getByRole('article')).toHaveCount(4);

  // Two coins: the summary is the lines' sum (13,250 + 2 × 1,395).
  await coin.getByRole('button', { name: words.plus }).click();
  await expect(definitionOf(main, words.subtotal)).toContainText('16,040.00');
  await expect(definitionOf(main, w.total)).toContainText('16,090.00');
  // GOLD10: 10% off the subtotal.
  await main.getByRole('textbox', { name: words.couponField }).fill('GOLD10');
  await main.getByRole('button', { name: words.apply }).click();
  await expect(definitionOf(main, w.total)).toContainText('14,486.00');

  // Bank transfer: the order's page asks for exactly the total checkout showed.
  const transferTotal = await checkoutTotal(page, 'bank_transfer');
  expect(transferTotal).toBe('14,052.92');
  await fillPersonalId(page, w);
  await placeButton(page, w, 'bank_transfer').click();
  await expect(page).toHaveURL(/\/OrderDetails\/5004\?placed=true$/);
  await expect(definitionOf(main, w.amountToTransfer)).toContainText(transferTotal);

  // My orders lists it first; the cart is empty.
  await page.goto('/orders');
  await expect(main.getByRole('row').nth(1)).toContainText('ORD-5004');
  await expect(main.getByRole('row').nth(1)).toContainText(transferTotal);
  await page.goto('/cart');
  await expect(main.getByText(words.empty)).toBeVisible();

  // A card order, through 3-D Secure: that same order, paid.
  await addFromStore(page, 105, 1);
  const cardTotal = await checkoutTotal(page, 'card');
  await fillCard(main, w, GOOD_CARD);
  await placeButton(page, w, 'card').click();
  await answerThreeDSecure(page, 'confirm');
  await expect(page).toHaveURL(/\/OrderDetails\/5005$/);
  await expect(main.getByRole('heading', { level: 1, name: w.orderHeading('ORD-5005') })).toBeVisible();
  await expect(main.getByRole('region', { name: w.paymentSection, exact: true })).toContainText(w.paid);
  await expect(definitionOf(main, w.total)).toContainText(cardTotal);

  // A declined card: "Error in payment" on that order, then paying again pays it.
  await addFromStore(page, 105, 1);
  await checkoutTotal(page, 'card');
  await fillCard(main, w, DECLINED_CARD);
  await placeButton(page, w, 'card').click();
  await expect(page).toHaveURL(/\/OrderDetails\/5006$/);
  await expect(main.getByRole('alert').filter({ hasText: w.paymentFailed })).toBeVisible();
  const payAgain = main.getByRole('region', { name: w.payAgain });
  await fillCard(payAgain, w, GOOD_CARD);
  await payAgain.getByRole('button', { name: w.pay }).click();
  await answerThreeDSecure(page, 'confirm');
  await expect(main.getByRole('region', { name: w.paymentSection, exact: true })).toContainText(w.paid);
  await page.goto('/orders');
  await expect(main.getByRole('row').nth(1)).toContainText('ORD-5006');
  await expect(main.getByRole('row').nth(1)).toContainText(w.paid);

  // A second shopper: the examples' cart and orders, none of the first shopper's.
  const other = await browser.newContext();
  await signInWithCookie(other, baseURL!);
  const second = await other.newPage();
  await useLanguage(second, language);
  await second.goto('/orders');
  await expect(second.getByRole('main').getByRole('row').nth(1)).toContainText('ORD-5003');
  await expect(second.getByRole('main').getByText('ORD-5004')).toHaveCount(0);
  await expect(second.getByRole('link', { name: words.cartLink(3) }).first()).toBeVisible();
  await other.close();
});
