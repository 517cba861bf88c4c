// The calls the mock's memory answers, each with what it does: the catalogue, favourites and
// compare, the cart, orders and their payments, the account, the store's pages and requests, and
// the gold price history.
// A handler answers `{ status, body }`, throws a Refusal for the contract's error answer, or
// answers 501 to leave the call to Prism.
import * as answers from './answers.mjs';
import { refusedAttachments } from './attachments.mjs';
import { homeSections, knowsProduct, listPieces, relatedIds } from './catalogue.mjs';
import { exampleNames } from './contract.mjs';
import { goldHistory, isPeriod } from './goldHistory.mjs';
import { bankTransferDiscount, cartSummary, orderSums } from './money.mjs';
import { kindOf, saidOf } from './methods.mjs';
import { courierOf, QUOTE_SECONDS, Refusal, Shopper } from './shopper.mjs';
import { bankAccount, confirmationMessage, localized, messageOf } from './texts.mjs';

/** The memory's routes: method, path pattern, the contract's path, and what to do. */
export const routes = [];
const on = (method, contractPath, handler) => {
  const pattern = new RegExp(`^${contractPath.replace(/\{[^}]+\}/g, '([^/]+)')}$`);
  routes.push({ method, pattern, contractPath, handler });
};

const ok = (data, extra = {}) => ({ status: 200, body: { status: true, ...extra, data } });
const created = (data, extra = {}) => ({ status: 201, body: { status: true, ...extra, data } });
export const answeredByPrism = { status: 501 };
const productId = (id) => {
  if (!knowsProduct(Number(id))) throw new Refusal(404, 'lang');
  return Number(id);
};

// The catalogue.
on('GET', '/products', ({ query, lang, shopper }) => {
  const { ids, meta } = listPieces(query, lang);
  return { status: 200, body: { status: true, message: '', data: ids.map((id) => answers.product(id, lang, shopper)), meta } };
});
on('GET', '/products/{id}', ({ params: [id], lang, shopper }) => ok(answers.product(productId(id), lang, shopper, { page: true }), { message: '' }));
on('GET', '/products/{id}/related', ({ params: [id], lang, shopper }) =>
  ok(relatedIds(productId(id)).map((other) => answers.product(other, lang, shopper)), { message: '' }),
);
on('GET', '/products/{id}/comments', ({ params: [id] }) => (productId(id), answeredByPrism));
on('GET', '/home_sections', ({ lang, shopper }) =>
  ok(homeSections(lang).map(({ productIds, ...section }) => ({ ...section, products: productIds.map((id) => answers.product(id, lang, shopper)) })), { message: '' }),
);

// Favourites and compare.
on('POST', '/products/{id}/toggle-wishlist', ({ params: [id], lang, shopper }) => {
  const now = shopper.toggleWishlist(productId(id));
  const message = messageOf('/products/{id}/toggle-wishlist', 'post', 200, now ? 'lang' : 'removed', lang);
  return ok({ is_wishlist: now }, { message });
});
for (const [action, adding] of [['add-to-compare', true], ['remove-from-compare', false]]) {
  on('POST', `/products/{id}/${action}`, ({ params: [id], body, lang, shopper }) => {
    shopper.setCompare(productId(id), body.variety_id, adding);
    return ok({ is_compare: adding }, { message: messageOf(`/products/{id}/${action}`, 'post', 200, 'lang', lang) });
  });
}
on('GET', '/wishlist', ({ lang, shopper }) => ok([...shopper.wishlist].map((id) => answers.product(id, lang, shopper))));
on('GET', '/compare', ({ lang, shopper }) => ok([...shopper.compare].map((id) => answers.product(id, lang, shopper))));

// The cart.
const cartChange = (path, method, lang, shopper) => ok({ cart_count: shopper.cart.length, summary: shopper.summary() }, { message: messageOf(path, method, 200, 'lang', lang) });
on('POST', '/products/{id}/add-to-cart', ({ params: [id], body, lang, shopper }) => {
  shopper.addToCart(productId(id), body);
  return ok({ is_cart: true, cart_count: shopper.cart.length }, { message: messageOf('/products/{id}/add-to-cart', 'post', 200, 'lang', lang) });
});
on('GET', '/carts', ({ lang, shopper }) => ({ status: 200, body: { status: true, data: answers.cartLines(shopper, lang), summary: shopper.summary() } }));
on('PUT', '/carts/{cartItemId}', ({ params: [id], body, lang, shopper }) => {
  shopper.setQuantity(Number(id), body.quantity);
  return cartChange('/carts/{cartItemId}', 'put', lang, shopper);
});
on('DELETE', '/carts/{cartItemId}', ({ params: [id], lang, shopper }) => {
  shopper.removeLine(Number(id));
  return cartChange('/carts/{cartItemId}', 'delete', lang, shopper);
});
on('POST', '/coupon', ({ body, lang, shopper }) => {
  shopper.applyCoupon(body.code);
  return ok(shopper.summary(), { message: messageOf('/coupon', 'post', 200, 'lang', lang) });
});
on('DELETE', '/coupon', ({ lang, shopper }) => {
  shopper.coupon = null;
  return ok(shopper.summary(), { message: messageOf('/coupon', 'delete', 200, 'lang', lang) });
});

// Orders and their payments.
on('GET', '/orders', ({ query, lang, shopper }) => {
  const perPage = Number(query.get('per_page')) || 12;
  const page = Number(query.get('page')) || 1;
  const data = shopper.orders.slice((page - 1) * perPage, page * perPage).map((o) => answers.orderSummary(o, lang));
  const meta = { current_page: page, last_page: Math.max(1, Math.ceil(shopper.orders.length / perPage)), per_page: perPage, total: shopper.orders.length };
  return { status: 200, body: { status: true, data, meta } };
});
on('POST', '/orders', ({ body, lang, shopper }) => {
  const order = shopper.placeOrder(body);
  const byTransfer = order.paymentMethod === 'bank_transfer';
  return created(
    { order: answers.order(order, lang), bank_account: byTransfer ? bankAccount(lang) : null, payment_required: !byTransfer },
    { message: messageOf('/orders', 'post', 201, 'lang', lang) },
  );
});
on('GET', '/orders/{orderId}', ({ params: [id], lang, shopper }) => ok(answers.order(shopper.order(Number(id)), lang)));
on('GET', '/orders/{orderId}/invoice', ({ params: [id], lang, shopper }) => ok(answers.invoice(shopper.order(Number(id)), lang)));
on('POST', '/checkout/quote', ({ body, lang, shopper, prefer }) => {
  const seconds = Number(/(?:^|[,;\s])quote-ttl=(\d+)/.exec(prefer)?.[1] ?? QUOTE_SECONDS);
  const company = courierOf(body.shipping_company_id);
  const held = shopper.quoteCart(seconds, company);
  const method = body.payment_method ?? 'card';
  const sums = orderSums(held.lines, shopper.coupon, method, company?.cost ?? 0);
  const bankTransfer = bankTransferDiscount(cartSummary(held.lines, shopper.coupon, 0), method);
  return ok(answers.quote(held, sums, bankTransfer, shopper.coupon, lang));
});
// The instalment providers' pre-scoring of the held price (the shopper's e-mail decides: shopper.mjs).
on('POST', '/checkout/pre-check', ({ body, lang, shopper }) => {
  const method = body.payment_method;
  const eligible = shopper.preCheck(method, body.quote_id);
  const refused = eligible ? null : localized('/checkout/pre-check', 'post', 200, 'refused', lang).data.reason;
  return ok({ payment_method: method, eligible, reason: refused && saidOf(method, refused, lang) });
});
for (const action of ['pay', 'repay']) {
  on('POST', `/orders/{orderId}/${action}`, ({ params: [id], body, lang, shopper }) => {
    const recorded = shopper.recordPayment(Number(id), body.payment_id, { again: action === 'repay' });
    return ok(answers.paymentAnswer(recorded, lang), { message: messageOf(`/orders/{orderId}/${action}`, 'post', 200, 'lang', lang) });
  });
}
// A Tabby or Tamara order: the provider's session, opened as the backend does with its secret key.
on('POST', '/orders/{orderId}/instalment-plan', ({ params: [id], body, shopper, providers }) =>
  ok(shopper.startPlan(Number(id), (order) => providers.open({ provider: order.paymentMethod, amount: order.sums.total, returnUrl: body.return_url }))),
);
// The payment as the gateway (a card, a wallet) or the provider (a plan) decided it. A payment id
// the mock never made (the contract's examples') is taken as paid, as the mock always has.
on('POST', '/orders/{orderId}/confirm-payment', ({ params: [id], body, lang, shopper, gateway, providers }) => {
  const { paymentMethod } = shopper.order(Number(id));
  const decision = (kindOf(paymentMethod) === 'instalments' ? providers : gateway)?.decisionOf(body.payment_id);
  const confirmed = shopper.confirmPayment(Number(id), body.payment_id, decision === 'initiated' ? 'pending' : decision ?? 'paid');
  return ok(answers.paymentAnswer(confirmed, lang), { message: confirmationMessage(paymentMethod, confirmed.outcome, lang) });
});

// The account. A registration is remembered by its e-mail: verifying that e-mail, or signing in
// with it and its password, is the registered shopper. Any other e-mail signs in as a shopper new
// from the examples, with that e-mail. (An unverified e-mail still signs in: tests register and
// sign in with one address in any order; `Prefer: code=422, example=unverified` shows the refusal.)
const session = (path, status, lang, shopper, token) => {
  const answer = localized(path, 'post', status, 'lang', lang);
  return { status, body: { ...answer, data: { ...answer.data, token, user: answers.user(shopper, lang) } } };
};
/** A shopper new from the examples, signed in with an e-mail nobody registered. */
const newShopperWith = (email) => {
  const shopper = new Shopper();
  shopper.updateProfile({ email });
  return shopper;
};
on('POST', '/user/auth/login', ({ body, lang, signIn, accounts }) => {
  const account = accounts.find(body.email);
  if (account && account.password !== body.password) throw new Refusal(401, 'lang');
  const { token, shopper } = signIn(account?.shopper ?? newShopperWith(body.email));
  return session('/user/auth/login', 200, lang, shopper, token);
});
on('POST', '/user/auth/register', ({ body, lang, signIn, accounts }) => {
  const { shopper } = accounts.open(body.email, body.password, Shopper.registered(body));
  return session('/user/auth/register', 201, lang, shopper, signIn(shopper).token);
});
// Any 6-digit code verifies (Prism refuses another shape): the mock sends no e-mail to read it from.
on('POST', '/user/auth/verify-email', ({ body, lang, signIn, accounts }) => {
  const shopper = accounts.find(body.email)?.shopper ?? newShopperWith(body.email);
  shopper.updateProfile({ email_verified_at: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z') });
  return session('/user/auth/verify-email', 200, lang, shopper, signIn(shopper).token);
});
on('POST', '/user/auth/reset-password', ({ body, lang, accounts }) => {
  const account = accounts.find(body.email);
  if (!account) return answeredByPrism;
  account.password = body.password;
  return { status: 200, body: localized('/user/auth/reset-password', 'post', 200, 'lang', lang) };
});
on('GET', '/user/auth/check', ({ lang, shopper }) => ok({ user: answers.user(shopper, lang) }, { message: messageOf('/user/auth/check', 'get', 200, 'lang', lang) }));
on('GET', '/user/profile', ({ lang, shopper }) => ok({ user: answers.user(shopper, lang) }));
on('POST', '/user/profile', async ({ body, lang, shopper }) => {
  const { avatar, ...fields } = body;
  shopper.updateProfile(fields);
  if (avatar instanceof Blob) shopper.keepAvatar({ type: avatar.type, bytes: Buffer.from(await avatar.arrayBuffer()) });
  return ok({ user: answers.user(shopper, lang) }, { message: messageOf('/user/profile', 'post', 200, 'lang', lang) });
});
on('GET', '/addresses', ({ lang, shopper }) => ok(shopper.addresses.map((a) => answers.address(a, lang))));
on('POST', '/addresses', ({ body, lang, shopper }) =>
  created(answers.address(shopper.saveAddress(body), lang), { message: messageOf('/addresses', 'post', 201, 'lang', lang) }),
);
on('PUT', '/addresses/{addressId}', ({ params: [id], body, lang, shopper }) =>
  ok(answers.address(shopper.saveAddress(body, Number(id)), lang), { message: messageOf('/addresses/{addressId}', 'put', 200, 'lang', lang) }),
);
on('DELETE', '/addresses/{addressId}', ({ params: [id], lang, shopper }) => {
  shopper.deleteAddress(Number(id));
  return { status: 200, body: { status: true, message: messageOf('/addresses/{addressId}', 'delete', 200, 'lang', lang) } };
});

// The store's pages and requests.
on('GET', '/pages/{slug}', ({ params: [slug], lang }) => {
  // The about page is the `ar`/`en` examples; every other page is `<slug>-ar`/`<slug>-en`.
  const name = slug === 'about' ? 'lang' : slug;
  if (name !== 'lang' && !exampleNames('/pages/{slug}', 'get', 200).includes(`${slug}-${lang}`)) throw new Refusal(404, 'lang');
  return { status: 200, body: localized('/pages/{slug}', 'get', 200, name, lang) };
});
let requestsSent = 0;
for (const path of ['/contact', '/complaints', '/maintenance-requests', '/design-requests']) {
  on('POST', path, async ({ body, lang }) => {
    // Prism does not look inside the files: the memory refuses what the backend would (an SVG…).
    const refused = path.endsWith('-requests') && (await refusedAttachments(path, body.attachments, lang));
    if (refused) return refused;
    const answer = localized(path, 'post', 201, 'lang', lang);
    if (answer.data) {
      // A fresh reference each time: the example's number, counted on.
      requestsSent += 1;
      answer.data.id += requestsSent;
      answer.data.reference = answer.data.reference.replace(/\d+$/, (digits) => String(answer.data.id).padStart(digits.length, '0'));
    }
    return { status: 201, body: answer };
  });
}

// The gold price history for the chart (the live prices themselves are Prism's examples).
on('GET', '/gold-prices/history', ({ query, lang }) => {
  const period = query.get('period') ?? 'day';
  // Prism refuses an unknown period before it gets here; this is for a call made to the memory itself.
  if (!isPeriod(period)) throw new Refusal(422, 'lang');
  return ok(goldHistory(period), { message: messageOf('/gold-prices/history', 'get', 200, 'lang', lang) });
});

/** The calls a guest may make (some answer more for a signed-in shopper); the rest need one. */
export const PUBLIC = new Set(['/products', '/products/{id}', '/products/{id}/related', '/products/{id}/comments', '/home_sections', '/pages/{slug}', '/contact', '/complaints', '/maintenance-requests', '/design-requests', '/user/auth/login', '/user/auth/register', '/user/auth/verify-email', '/user/auth/reset-password', '/gold-prices/history']);

