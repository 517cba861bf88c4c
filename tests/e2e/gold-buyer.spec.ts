import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { checkoutFromCart, definitionOf, fillPersonalId, placeButton, PLACED_ORDER, WORDS as BUYING } from './buying-support';
import { signInWithCookie, useLanguage } from './support';

// What a gold buyer checks before paying, the way a shopper goes: a piece's price
// breakdown on its page, its making charge in the cart, the price held at checkout running out,
// the new total confirmed, and the order (its invoice's totals are invoice.spec's).

const WORDS = {
  ar: {
    breakdown: 'كيف يتكون السعر',
    making: 'المصنعية',
    price: 'السعر',
    lineMaking: 'المصنعية (قبل الضريبة):',
    held: /^السعر مثبّت لمدة/,
    ranOut: 'انتهت مدة تثبيت السعر',
    confirm: 'تأكيد الإجمالي الجديد',
  },
} as const;

/** The amounts in a text, as they are written ("1,890.00"). */
const amountsIn = (text: string | null) => [...(text ?? '').matchAll(/\d[\d,]*\.\d\d/g)].map(([amount]) => amount);
const asNumber = (amount: string) => Number(amount.replace(/,/g, ''));

/** The mock holds the next price it is asked for only `seconds` (its Prefer: quote-ttl). */
async function holdNextPriceFor(page: Page, seconds: number) {
  let next = true;
  await page.route(
    (url) => url.pathname === '/api/v1/checkout/quote',
    async (route) => {
      const headers = route.request().headers();
      if (next) headers.prefer = `quote-ttl=${seconds}`;
      next = false;
      await route.continue({ headers });
    },
  );
}

// One run, in the store's first language: the component tests say the breakdown and the notices in both.
const language = 'ar';
const [words, w] = [WORDS[language], BUYING[language]];

test(`a piece's breakdown, the cart's making charge, a held price that runs out and is confirmed, and the order (${language})`, async ({ page, context, baseURL }) => {
  await signInWithCookie(context, baseURL!);
  await useLanguage(page, language);
  const main = page.getByRole('main');

  // The pearl earrings: their lines add up to the price the page shows.
  await page.goto('/products/106');
  const breakdown = main.getByRole('region', { name: words.breakdown });
  const figures = (await breakdown.getByRole('cell').allTextContents()).map((cell) => asNumber(amountsIn(cell)[0]!));
  const price = figures.at(-1)!;
  const [gold, making, stones, , vat] = figures;
  expect(price).toBe(1890); // the earrings' price in the mock's catalogue
  expect(Math.round((gold! + making! + stones! + vat!) * 100) / 100).toBe(price);

  // The cart: the earrings' line (two of them) with its making charge.
  await page.goto('/cart');
  const earrings = main.getByRole('article').filter({ hasText: 'أقراط لؤلؤ' });
  await expect(earrings).toContainText(`${words.lineMaking} ${(making! * 2).toFixed(2)}`.replace(/\B(?=(\d{3})+\.)/g, ','));

  // Checkout holds the price for 3 s here: it runs out, and the new total waits for the shopper.
  await holdNextPriceFor(page, 3);
  await checkoutFromCart(page, w);
  const summary = main.getByRole('region', { name: w.orderSummary });
  await expect(summary.getByText(words.held)).toBeVisible();
  const before = asNumber(amountsIn(await definitionOf(summary, w.total).textContent())[0]!);
  const notice = summary.getByRole('alert').filter({ hasText: words.ranOut });
  await expect(notice).toBeVisible({ timeout: 10_000 });
  const [newTotal, difference] = amountsIn(await notice.textContent()).map(asNumber);
  expect(Math.round((newTotal! - before) * 100) / 100).toBe(difference);
  await expect(placeButton(page, w, 'card')).toBeDisabled();
  await notice.getByRole('button', { name: words.confirm }).click();
  await expect(summary.getByText(words.held)).toBeVisible();
  await expect(definitionOf(summary, w.total)).toContainText(newTotal!.toLocaleString('en', { minimumFractionDigits: 2 }));

  // By bank transfer: the order asks for exactly what checkout showed at the held price.
  await main.getByRole('radio', { name: w.bankTransfer }).click();
  await fillPersonalId(page, w);
  const place = placeButton(page, w, 'bank_transfer');
  await expect(place).toBeEnabled();
  const transferTotal = amountsIn(await definitionOf(summary, w.total).textContent())[0]!;
  await place.click();
  await expect(page).toHaveURL(new RegExp(`/OrderDetails/${PLACED_ORDER.id}\\?placed=true$`));
  await expect(definitionOf(main, w.amountToTransfer)).toContainText(transferTotal);

});
