import { expect, type Page, type Request } from '@playwright/test';
import { test } from './fixtures';
import { answerThreeDSecure, checkoutFromCart, fillCard, fillPersonalId, GOOD_CARD, placeButton, PLACED_ORDER, WORDS } from './buying-support';
import { signInWithCookie, useLanguage } from './support';

// The card goes to the payment gateway and nowhere else: every request of a
// card payment is recorded, from the cart to the paid order's details, the mock bank's 3-D Secure
// page and its form included, and the card number (in any grouping or encoding) and the CVV are
// looked for in each address, header and body, and in the browser's storage and cookies.

const CARD = GOOD_CARD;
const DIGITS = CARD.number.replace(/\D/g, '');

// Between two digits of the number: spaces, dashes, dots, no-break spaces, or their %-encodings.
const GAP = String.raw`(?:[^0-9A-Za-z]|%[0-9A-Fa-f]{2}|\\u00a0){0,6}`;
const NUMBER = new RegExp(DIGITS.split('').join(GAP));
// The CVV as a value of its own: not a part of a longer number, id or word.
const CVV = new RegExp(`(?<![0-9A-Za-z])${CARD.cvv}(?![0-9A-Za-z])`);

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/** Every text a request carries, each named by where it is: its address, each header, its body. */
async function partsOf(request: Request): Promise<{ where: string; text: string }[]> {
  const name = `${request.method()} ${new URL(request.url()).pathname}`;
  const parts = [{ where: `${name} url`, text: `${request.url()}\n${decoded(request.url())}` }];
  for (const [header, value] of Object.entries(await request.allHeaders().catch(() => request.headers()))) {
    parts.push({ where: `${name} header ${header}`, text: `${value}\n${decoded(value)}` });
  }
  const body = request.postDataBuffer()?.toString('utf8');
  if (body) parts.push({ where: `${name} body`, text: `${body}\n${decoded(body)}` });
  return parts;
}

/** Where in the browser's own storage the card is: localStorage, sessionStorage, cookies. */
async function storedPlaces(page: Page): Promise<string[]> {
  const storage = await page.evaluate(() => ({
    localStorage: JSON.stringify({ ...localStorage }),
    sessionStorage: JSON.stringify({ ...sessionStorage }),
    'document.cookie': document.cookie,
  }));
  const cookies = JSON.stringify(await page.context().cookies());
  return Object.entries({ ...storage, cookies }).flatMap(([where, text]) =>
    [NUMBER.test(text) && `card number in ${where}`, CVV.test(text) && `CVV in ${where}`].filter((found): found is string => Boolean(found)),
  );
}

// Where the card goes does not depend on the language: one run, in the store's first language.
const language = 'ar';
test(`the card number and the CVV reach only the gateway's POST /payments body (${language})`, async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const w = WORDS[language];
  await signInWithCookie(context, baseURL!);
  await useLanguage(page, language);
  const requests: Request[] = [];
  // The context's requests: the store's pages and calls, the gateway's, and the bank page's form.
  context.on('request', (request) => requests.push(request));

  await checkoutFromCart(page, w);
  const main = page.getByRole('main');
  await fillCard(main, w, CARD);
  await fillPersonalId(page, w);
  // Typed, not yet sent: nothing of the card in storage.
  expect(await storedPlaces(page)).toEqual([]);
  await placeButton(page, w, 'card').click();
  await answerThreeDSecure(page, 'confirm');
  await expect(main.getByRole('status').filter({ hasText: w.paymentCompleted })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/OrderDetails/${PLACED_ORDER.id}$`));
  await page.waitForLoadState('networkidle');

  const numberFound: string[] = [];
  const cvvFound: string[] = [];
  for (const request of requests) {
    for (const { where, text } of await partsOf(request)) {
      if (NUMBER.test(text)) numberFound.push(where);
      if (CVV.test(text)) cvvFound.push(where);
    }
  }
  // The journey was recorded whole: the gateway, the store's calls, the bank's page and its form.
  const paths = requests.map((request) => `${request.method()} ${new URL(request.url()).pathname}`);
  expect(paths).toEqual(
    expect.arrayContaining([
      'POST /api/v1/orders',
      'POST /gateway/v1/payments',
      `POST /api/v1/orders/${PLACED_ORDER.id}/pay`,
      expect.stringMatching(/^GET \/gateway\/3ds\//),
      expect.stringMatching(/^POST \/gateway\/3ds\//),
      `GET /OrderDetails/${PLACED_ORDER.id}`,
      `POST /api/v1/orders/${PLACED_ORDER.id}/confirm-payment`,
    ]),
  );
  expect(numberFound).toEqual(['POST /gateway/v1/payments body']);
  expect(cvvFound).toEqual(['POST /gateway/v1/payments body']);
  // The gateway got them as its contract names them.
  const toGateway = requests.find((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/gateway/v1/payments')!;
  expect(toGateway.postDataJSON().source).toMatchObject({ number: DIGITS, cvc: CARD.cvv });

  // Nor left behind: the address, the storage, the cookies, the page.
  expect(page.url()).not.toMatch(NUMBER);
  expect(page.url()).not.toMatch(CVV);
  expect(await storedPlaces(page)).toEqual([]);
  expect(await page.content()).not.toMatch(NUMBER);
});
