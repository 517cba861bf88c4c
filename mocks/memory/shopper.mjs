// One shopper's memory: cart and coupon, favourites, compare list, addresses, profile, orders
// with their payments. It keeps ids, quantities and choices; a text that exists in both languages
// (an example's address, the example profile) is kept as `{ ar, en }`, a text the shopper typed
// as typed, and the answers pick the language (answers.mjs).
import { randomUUID } from 'node:crypto';
import { knowsProduct, pieceOf } from './catalogue.mjs';
import { example } from './contract.mjs';
import { kindOf, offerOf, paidAtGateway, saidOf, withinLimits } from './methods.mjs';
import { cartSummary, couponRate, orderSums, partsAtPrice, PERSONAL_ID_THRESHOLD, pieceParts } from './money.mjs';
import { localized, shippingCompanies, withNumber } from './texts.mjs';

/** Where the mock serves an uploaded picture (the front server asks the memory for it). */
export const UPLOADS_PATH = '/media/uploads/';

/**
 * A call the memory refuses: the contract's answer for `status`, its example `name`, each of its
 * texts made this case's by `change(text, lang)` when given (a number, a method's name).
 */
export class Refusal extends Error {
  constructor(status, name, change) {
    super(`${status} ${name}`);
    Object.assign(this, { status, name, change });
  }
}

/** Refuses a total outside the method's limits (GET /payment-methods), naming the method and its limits. */
function refuseOutsideLimits(method, total) {
  if (!withinLimits(method, total)) throw new Refusal(422, 'outside-limits', (text, lang) => saidOf(method, text, lang));
}

/** The courier of an id, or the first (the quote's default). */
export function courierOf(id) {
  const companies = shippingCompanies('en');
  return companies.find((c) => c.id === id) ?? companies[0];
}

/** What happened to a transaction's payment: `paid`, `failed`, `cancelled` or `pending`. */
const outcomeOf = (transaction) => (transaction.reasonKind === 'cancelled' ? 'cancelled' : { success: 'paid', failed: 'failed', pending: 'pending' }[transaction.status]);

/** `{ ar, en }` of the same value in the two languages' examples. */
const both = (pick) => ({ ar: pick('ar'), en: pick('en') });
/** A text the shopper typed: the same in both languages. */
const typed = (value) => ({ ar: value, en: value });

const seedCart = () => {
  const lines = both((lang) => example('/carts', 'get', 200, lang).data);
  return lines.en.map((line, index) => ({
    id: line.id,
    productId: line.product.id,
    varietyId: line.variety_id,
    quantity: line.quantity,
    customText: line.custom_text === null ? null : { ar: lines.ar[index].custom_text, en: line.custom_text },
  }));
};

const seedAddresses = () => {
  const lists = both((lang) => example('/addresses', 'get', 200, lang).data);
  return lists.en.map((address, index) => ({ id: address.id, texts: { ar: lists.ar[index], en: address } }));
};

/** An order of the examples, as the memory keeps orders. */
function seedOrder(details) {
  const { ar, en } = details;
  return {
    id: en.id,
    number: en.order_number,
    statusKey: en.status.key,
    paymentMethod: en.payment_method,
    paymentStatus: en.payment_status,
    createdAt: en.created_at,
    address: { ar: ar.address, en: en.address },
    shippingCompanyId: en.shipping_company.id,
    items: en.items.map((item, index) => ({
      id: item.id,
      productId: item.product_id,
      quantity: item.quantity,
      ...soldAt(item.product_id, item.unit_price),
      customText: item.custom_text === null ? null : { ar: ar.items[index].custom_text, en: item.custom_text },
    })),
    sums: { subtotal: en.subtotal, discount: en.discount, delivery_cost: en.delivery_cost, vat: en.vat, total: en.total },
    transactions: en.transactions.map((t, index) => ({ ...t, reason: { ar: ar.transactions[index].reason, en: t.reason } })),
  };
}

/**
 * The three past orders of the examples' `GET /orders`: ORD-5001 and ORD-5003 have examples of
 * their own; ORD-5002 (bank transfer, paid) is made of two pieces whose sums are the list's.
 */
function seedOrders() {
  const listed = example('/orders', 'get', 200, 'en').data;
  const delivered = seedOrder(both((lang) => localized('/orders/{orderId}', 'get', 200, 'lang', lang).data));
  const failed = seedOrder(both((lang) => localized('/orders/{orderId}', 'get', 200, 'failed-payment', lang).data));
  const summary = listed.find((order) => order.id === 5002);
  const bankTransfer = {
    ...structuredClone(delivered),
    id: summary.id,
    number: summary.order_number,
    statusKey: summary.status.key,
    paymentMethod: summary.payment_method,
    paymentStatus: summary.payment_status,
    createdAt: summary.created_at,
    items: [
      { id: 7003, productId: 107, quantity: 1, ...soldAt(107, 2640), customText: null },
      { id: 7004, productId: 112, quantity: 1, ...soldAt(112, 1520), customText: null },
    ],
    transactions: [],
  };
  bankTransfer.sums = orderSums(bankTransfer.items, null, 'bank_transfer', delivered.sums.delivery_cost);
  return [failed, bankTransfer, delivered];
}

/** An order line's price and its parts (for the invoice), at the price it was sold at. */
const soldAt = (productId, unitPrice) => partsAtPrice(pieceOf(productId, 'en'), unitPrice);

/** How long a checkout quote holds its prices, unless the caller asks for less (Prefer: quote-ttl=<s>). */
export const QUOTE_SECONDS = 600;
/**
 * How far the live gold price has moved when a held price runs out: the quote after it is at
 * the moment's price, 0.5% above the catalogue's, so its total differs (and the one after that
 * moved quote runs out is back at the catalogue's, the price the product pages show).
 */
const GOLD_MOVE = 0.005;

/** What a quote was made for: the cart's pieces and quantities (another cart needs a new quote). */
const cartKey = (cart) => JSON.stringify(cart.map((line) => [line.id, line.productId, line.varietyId, line.quantity]));

const idAfter = (records, first) => Math.max(first - 1, ...records.map((record) => record.id)) + 1;

/** The last user id given: the examples' shopper is 1, each registration the next. */
let lastUserId = 1;

export class Shopper {
  constructor() {
    this.profile = both((lang) => example('/user/profile', 'get', 200, lang).data.user);
    this.cart = seedCart();
    this.coupon = null;
    this.wishlist = new Set(example('/wishlist', 'get', 200, 'en').data.map((p) => p.id));
    this.compare = new Set(example('/compare', 'get', 200, 'en').data.map((p) => p.id));
    this.addresses = seedAddresses();
    this.orders = seedOrders();
    /** The price held at checkout: `{ id, createdAt, expiresAt, cartKey, goldFactor, lines }`. */
    this.quote = null;
  }

  /**
   * A new shopper from a registration: its own id, names, e-mail, phone, gender and birth date;
   * no picture yet (the store shows its gender's default) and the e-mail still to verify.
   */
  static registered({ first_name, last_name, email, phone, dialcode, country_code, gender, birth_date = null }) {
    const shopper = new Shopper();
    lastUserId += 1;
    for (const lang of ['ar', 'en']) shopper.profile[lang].id = lastUserId;
    shopper.updateProfile({ first_name, last_name, email, phone, dialcode, country_code, gender, birth_date, avatar: null, email_verified_at: null });
    return shopper;
  }

  /**
   * The uploaded picture, kept as sent and served by the mock at /media/uploads/<id> (only the
   * latest: a new one replaces it), so the profile shows the shopper's own picture.
   */
  keepAvatar({ type, bytes }) {
    this.avatarPicture = { id: randomUUID(), type, bytes };
    this.updateProfile({ avatar: `${UPLOADS_PATH}${this.avatarPicture.id}` });
  }

  updateProfile(fields) {
    const known = ['first_name', 'last_name', 'email', 'phone', 'dialcode', 'country_code', 'birth_date', 'gender', 'avatar', 'email_verified_at'];
    for (const key of known) {
      if (fields[key] === undefined) continue;
      for (const lang of ['ar', 'en']) this.profile[lang][key] = fields[key];
    }
  }

  // The cart.

  /** The cart's lines at today's listed prices, each with its price's parts. */
  cartLines() {
    return this.cart.map((line) => ({ ...line, ...pieceParts(pieceOf(line.productId, 'en')) }));
  }

  summary() {
    return cartSummary(this.cartLines(), this.coupon, shippingCompanies('en')[0]?.cost ?? 0);
  }

  /** Adds pieces: a new line, or more of the same piece (with the same text) already there. */
  addToCart(productId, { variety_id: varietyId, quantity = 1, custom_text: customText }) {
    const piece = pieceOf(productId, 'en');
    if (!piece) throw new Refusal(404, 'lang');
    if (piece.requires_custom_text && !customText) throw new Refusal(422, 'custom-text-required');
    const text = piece.requires_custom_text ? customText : null;
    const same = this.cart.find((line) => line.productId === productId && line.varietyId === varietyId && (line.customText?.en ?? null) === text);
    const wanted = (same?.quantity ?? 0) + quantity;
    if (wanted > piece.quantity) throw new Refusal(422, 'lang', withNumber(piece.quantity));
    if (same) same.quantity = wanted;
    else this.cart.push({ id: idAfter(this.cart, 301), productId, varietyId, quantity, customText: text === null ? null : typed(text) });
  }

  setQuantity(lineId, quantity) {
    const line = this.cart.find((l) => l.id === lineId);
    if (!line) throw new Refusal(404, 'lang');
    const stock = pieceOf(line.productId, 'en').quantity;
    if (quantity > stock) throw new Refusal(422, 'lang', withNumber(stock));
    line.quantity = quantity;
  }

  removeLine(lineId) {
    const index = this.cart.findIndex((l) => l.id === lineId);
    if (index < 0) throw new Refusal(404, 'lang');
    this.cart.splice(index, 1);
  }

  applyCoupon(code) {
    if (!couponRate(code)) throw new Refusal(422, 'lang');
    this.coupon = String(code).trim().toUpperCase();
  }

  inCart = (productId) => this.cart.some((line) => line.productId === productId);

  // Favourites and compare.

  toggleWishlist(productId) {
    if (!knowsProduct(productId)) throw new Refusal(404, 'lang');
    if (this.wishlist.has(productId)) this.wishlist.delete(productId);
    else this.wishlist.add(productId);
    return this.wishlist.has(productId);
  }

  setCompare(productId, varietyId, on) {
    const piece = pieceOf(productId, 'en');
    if (!piece) throw new Refusal(404, 'lang');
    if (varietyId !== piece.variety_id) throw new Refusal(422, 'lang');
    if (on) this.compare.add(productId);
    else this.compare.delete(productId);
  }

  // Addresses.

  address(id) {
    const address = this.addresses.find((a) => a.id === id);
    if (!address) throw new Refusal(404, 'lang');
    return address;
  }

  /** Saves an address (new when `id` is undefined); the first, or one marked default, is the default. */
  saveAddress(fields, id) {
    const address = id === undefined ? { id: idAfter(this.addresses, 1) } : this.address(id);
    const wasDefault = id !== undefined && address.texts.en.is_default;
    const isDefault = this.addresses.length === 0 || wasDefault || fields.is_default === true;
    const record = { home_description: null, is_another_receiver: false, notify_on_order: false, ...fields, id: address.id, is_default: isDefault };
    address.texts = typed(record);
    if (id === undefined) this.addresses.push(address);
    if (isDefault) this.makeDefault(address.id);
    return address;
  }

  deleteAddress(id) {
    const address = this.address(id);
    this.addresses = this.addresses.filter((a) => a !== address);
    if (address.texts.en.is_default && this.addresses[0]) this.makeDefault(this.addresses[0].id);
  }

  makeDefault(id) {
    for (const address of this.addresses) {
      for (const lang of ['ar', 'en']) address.texts[lang] = { ...address.texts[lang], is_default: address.id === id };
    }
  }

  // The price held at checkout.

  /**
   * Holds the cart's prices: the same quote while it holds and the cart is unchanged, else a new
   * one at the live price. That is the catalogue's, except just after a held price ran out: the
   * market moved meanwhile (GOLD_MOVE), once, not again and again. The quote keeps the courier it
   * was asked for last (its delivery is in the total an instalment provider scores).
   */
  quoteCart(seconds = QUOTE_SECONDS, courier = courierOf(), now = new Date()) {
    if (this.cart.length === 0) throw new Refusal(422, 'lang');
    const key = cartKey(this.cart);
    const held = this.quote;
    if (!held || held.cartKey !== key || now >= held.expiresAt) {
      const ranOut = held?.cartKey === key;
      const goldFactor = ranOut && held.goldFactor === 1 ? 1 + GOLD_MOVE : 1;
      const lines = this.cart.map((line) => ({ ...line, ...pieceParts(pieceOf(line.productId, 'en'), goldFactor) }));
      this.quote = { id: `q-${randomUUID().slice(0, 8)}`, createdAt: now, expiresAt: new Date(now.getTime() + seconds * 1000), cartKey: key, goldFactor, lines };
    }
    this.quote.courier = courier;
    return this.quote;
  }

  /** The quote's lines, if it still holds for this cart; a refusal otherwise. */
  heldLines(quoteId, now = new Date()) {
    const held = this.quote;
    if (!held || held.id !== quoteId || now >= held.expiresAt || held.cartKey !== cartKey(this.cart)) throw new Refusal(422, 'quote-expired');
    return held.lines;
  }

  /**
   * Whether the instalment provider of `method` would offer a plan for the held price `quoteId`:
   * a method without pre-check, a quote run out and a total outside the method's limits are
   * refused (422); a shopper whose e-mail starts with `rejected` is not eligible (as the
   * providers' sandboxes do with their test e-mails), any other is.
   */
  preCheck(method, quoteId, now = new Date()) {
    if (!offerOf(method)?.pre_check) throw new Refusal(422, 'lang');
    const lines = this.heldLines(quoteId, now);
    refuseOutsideLimits(method, orderSums(lines, this.coupon, method, this.quote.courier?.cost ?? 0).total);
    return !/^rejected/i.test(this.profile.en.email ?? '');
  }

  // Orders.

  order(id) {
    const order = this.orders.find((o) => o.id === id);
    if (!order) throw new Refusal(404, 'lang');
    return order;
  }

  /** Places the cart as an order, first in the list; the cart and its coupon are emptied. */
  placeOrder({ address_id, shipping_company_id, payment_method, coupon_code, personal_id, quote_id }, now = new Date()) {
    const address = this.addresses.find((a) => a.id === address_id);
    if (!address) throw new Refusal(422, 'lang');
    const company = shippingCompanies('en').find((c) => c.id === shipping_company_id);
    if (!company) throw new Refusal(422, 'lang');
    if (this.cart.length === 0) throw new Refusal(422, 'cart-empty');
    const lines = this.heldLines(quote_id, now);
    if (coupon_code) this.applyCoupon(coupon_code);
    const sums = orderSums(lines, this.coupon, payment_method, company.cost);
    if (sums.total > PERSONAL_ID_THRESHOLD && !personal_id) throw new Refusal(422, 'missing-personal-id');
    refuseOutsideLimits(payment_method, sums.total);
    const id = idAfter(this.orders, 5001);
    const firstItem = idAfter(this.orders.flatMap((o) => o.items), 7001);
    const order = {
      id,
      number: `ORD-${id}`,
      statusKey: 'pending',
      paymentMethod: payment_method,
      paymentStatus: 'pending',
      createdAt: now.toISOString(),
      address: structuredClone(address.texts),
      shippingCompanyId: company.id,
      items: lines.map((line, index) => ({ ...line, id: firstItem + index })),
      sums,
      transactions: [],
    };
    this.orders.unshift(order);
    this.cart = [];
    this.coupon = null;
    this.quote = null;
    return order;
  }

  /**
   * Records a gateway payment on an order paid by card or a wallet (`pay`, or `repay` after a
   * failed one): a pending transaction whose reference is the gateway's payment id.
   */
  recordPayment(orderId, paymentId, { again }, now = new Date()) {
    const order = this.order(orderId);
    if (!paidAtGateway(order.paymentMethod)) throw new Refusal(422, 'not-gateway');
    if (order.paymentStatus === 'paid') throw new Refusal(422, again ? 'not-repayable' : 'already-paid');
    if (again && order.paymentStatus !== 'failed') throw new Refusal(422, 'not-repayable');
    const transaction = this.transactionFor(order, paymentId, now);
    transaction.status = 'pending';
    transaction.reasonKind = again ? 'repay-pending' : 'pending';
    order.paymentStatus = 'pending';
    return { order, transaction };
  }

  /**
   * Starts an instalment plan for an order paid with Tabby or Tamara and not paid yet (just
   * placed, or its last plan declined or cancelled): `open(order)` opens the provider's session
   * (`{ payment_id, redirect_url }`), whose payment id becomes the order's pending transaction.
   */
  startPlan(orderId, open, now = new Date()) {
    const order = this.order(orderId);
    if (kindOf(order.paymentMethod) !== 'instalments') throw new Refusal(422, 'lang');
    if (order.paymentStatus === 'paid') throw new Refusal(422, 'already-paid');
    const session = open(order);
    this.transactionFor(order, session.payment_id, now);
    order.paymentStatus = 'pending';
    return session;
  }

  /**
   * The outcome of a payment as the gateway or the provider decided it (`paid`, `failed`,
   * `cancelled`, or `pending` while undecided), recorded on its transaction: the order paid, or
   * failed and payable again (status `re_paid`). A payment decided already stays as it was, and an
   * order paid stays paid. Answers the order, the transaction and its outcome.
   */
  confirmPayment(orderId, paymentId, outcome, now = new Date()) {
    const order = this.order(orderId);
    // A bank transfer has no payment of the gateway's or a provider's to confirm.
    if (kindOf(order.paymentMethod) === 'bank_transfer') throw new Refusal(422, 'lang');
    const transaction = this.transactionFor(order, paymentId, now);
    if (transaction.status === 'pending' && outcome !== 'pending') {
      transaction.status = outcome === 'paid' ? 'success' : 'failed';
      transaction.reasonKind = outcome;
      transaction.date = now.toISOString();
      if (order.paymentStatus !== 'paid') {
        order.paymentStatus = outcome === 'paid' ? 'paid' : 'failed';
        order.statusKey = outcome === 'paid' ? 'processing' : 're_paid';
      }
    }
    return { order, transaction, outcome: outcomeOf(transaction) };
  }

  /** The order's transaction for a payment id, made (pending) when the payment is new. */
  transactionFor(order, paymentId, now) {
    let transaction = order.transactions.find((t) => t.transaction_id === paymentId);
    if (!transaction) {
      const id = idAfter(this.orders.flatMap((o) => o.transactions), 9001);
      transaction = { id, transaction_id: paymentId, status: 'pending', reasonKind: 'pending', date: now.toISOString(), amount: order.sums.total };
      order.transactions.push(transaction);
    }
    return transaction;
  }
}
