// What the memory keeps, drawn in the shopper's language as the contract's schemas describe it.
import { pageOf, pieceOf } from './catalogue.mjs';
import { example } from './contract.mjs';
import { roundMoney } from './money.mjs';
import { bankAccount, statusLabel, shippingCompanies, transactionReason } from './texts.mjs';

/** A piece with the shopper's flags (a guest's are all false); `page` for its own page's fuller text. */
export function product(id, lang, shopper, { page = false } = {}) {
  const piece = page ? pageOf(id, lang) : pieceOf(id, lang);
  return {
    ...piece,
    is_wishlist: shopper?.wishlist.has(id) ?? false,
    is_cart: shopper?.inCart(id) ?? false,
    is_compare: shopper?.compare.has(id) ?? false,
  };
}

const inLanguage = (text, lang) => (text === null ? null : text[lang]);

/** A line's making charge (all its pieces), before VAT; null for a piece priced as a whole. */
const makingOf = (line) => (line.making === null ? null : roundMoney(line.making * line.quantity));

export function cartLines(shopper, lang) {
  return shopper.cartLines().map((line) => ({
    id: line.id,
    product: product(line.productId, lang, shopper),
    variety_id: line.varietyId,
    quantity: line.quantity,
    custom_text: inLanguage(line.customText, lang),
    unit_price: line.unitPrice,
    total_price: roundMoney(line.unitPrice * line.quantity),
    making_charge: makingOf(line),
  }));
}

/** The picture a line shows: the piece's first. */
const imageOf = (piece) => ({ url: piece.media[0].url, width: piece.media[0].width, height: piece.media[0].height });

/** A checkout quote with the order's sums for a courier and payment method. */
export function quote(held, sums, bankTransfer, coupon, lang) {
  return {
    id: held.id,
    created_at: held.createdAt.toISOString(),
    expires_at: held.expiresAt.toISOString(),
    seconds_left: Math.max(0, Math.ceil((held.expiresAt.getTime() - Date.now()) / 1000)),
    lines: held.lines.map((line) => {
      const piece = pieceOf(line.productId, lang);
      return {
        cart_item_id: line.id,
        product_id: line.productId,
        title: piece.title,
        image: imageOf(piece),
        quantity: line.quantity,
        unit_price: line.unitPrice,
        total_price: roundMoney(line.unitPrice * line.quantity),
        making_charge: makingOf(line),
        vat_rate: line.vatRate,
        vat_amount: roundMoney(line.vatAmount * line.quantity),
      };
    }),
    subtotal: sums.subtotal,
    discount: roundMoney(sums.discount - bankTransfer),
    coupon,
    bank_transfer_discount: bankTransfer,
    delivery: sums.delivery_cost,
    vat: sums.vat,
    total: sums.total,
  };
}

export const address = (record, lang) => structuredClone(record.texts[lang]);

export const user = (shopper, lang) => structuredClone(shopper.profile[lang]);

function transaction(record, lang, order) {
  const { reasonKind, reason, ...fields } = record;
  return { ...fields, reason: reasonKind ? transactionReason(reasonKind, lang, order) : reason[lang] };
}

const status = (order, lang) => ({ key: order.statusKey, label: statusLabel(order.statusKey, lang) });

export function orderSummary(order, lang) {
  return {
    id: order.id,
    order_number: order.number,
    status: status(order, lang),
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    created_at: order.createdAt,
    total: order.sums.total,
    items_count: order.items.length,
  };
}

export function order(record, lang) {
  return {
    ...orderSummary(record, lang),
    address: structuredClone(record.address[lang]),
    shipping_company: shippingCompanies(lang).find((c) => c.id === record.shippingCompanyId),
    ...record.sums,
    items: record.items.map((item) => {
      const piece = pieceOf(item.productId, lang);
      return {
        id: item.id,
        product_id: item.productId,
        title: piece.title,
        image: imageOf(piece),
        karat: piece.karat,
        weight: piece.varieties[0]?.weight ?? null,
        quantity: item.quantity,
        unit_price: item.unitPrice,
        total_price: roundMoney(item.unitPrice * item.quantity),
        custom_text: inLanguage(item.customText, lang),
      };
    }),
    transactions: record.transactions.map((t) => transaction(t, lang, record)),
    bank_account: record.paymentMethod === 'bank_transfer' ? bankAccount(lang) : null,
  };
}

export const paymentAnswer = ({ order: record, transaction: t }, lang) => ({
  order_id: record.id,
  payment_status: record.paymentStatus,
  transaction: transaction(t, lang, record),
});

/** ZATCA phase 1 QR text: tag, length and UTF-8 value for each field, in base64. */
export function zatcaQr(fields) {
  const parts = fields.flatMap((value, index) => {
    const bytes = Buffer.from(value, 'utf8');
    return [Buffer.from([index + 1, bytes.length]), bytes];
  });
  return Buffer.concat(parts).toString('base64');
}

const money = (amount) => amount.toFixed(2);

/** An order's simplified tax invoice: its lines, its sums, the seller of the examples and its QR. */
export function invoice(record, lang) {
  const { seller } = example('/orders/{orderId}/invoice', 'get', 200, lang).data;
  const address = record.address[lang];
  const issuedAt = new Date(record.createdAt).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const { subtotal, discount, delivery_cost: delivery, vat, total } = record.sums;
  return {
    number: `INV-${issuedAt.slice(0, 4)}-${record.id}`,
    issued_at: issuedAt,
    order_id: record.id,
    order_number: record.number,
    seller,
    buyer: { name: address.receiver_name, phone: address.receiver_phone ? `${address.receiver_dialcode ?? ''}${address.receiver_phone}` : null },
    lines: record.items.map((item) => {
      const piece = pieceOf(item.productId, lang);
      return {
        description: piece.title,
        karat: piece.karat,
        purity: piece.purity,
        weight: piece.varieties[0]?.weight ?? null,
        quantity: item.quantity,
        making_charge: makingOf(item),
        stones_value: roundMoney(item.stones * item.quantity),
        price_before_vat: roundMoney(item.beforeVat * item.quantity),
        vat_rate: item.vatRate,
        vat_amount: roundMoney(item.vatAmount * item.quantity),
        total: roundMoney(item.unitPrice * item.quantity),
      };
    }),
    subtotal,
    discount,
    delivery,
    total_before_vat: roundMoney(total - vat),
    vat,
    total,
    qr: zatcaQr([seller.name, seller.vat_number, issuedAt, money(total), money(vat)]),
  };
}
