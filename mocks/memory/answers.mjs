// What the memory keeps, drawn in the shopper's language as the contract's schemas describe it.
import { pageOf, pieceOf } from './catalogue.mjs';
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

export function cartLines(shopper, lang) {
  return shopper.cartLines().map((line) => ({
    id: line.id,
    product: product(line.productId, lang, shopper),
    variety_id: line.varietyId,
    quantity: line.quantity,
    custom_text: inLanguage(line.customText, lang),
    unit_price: line.unitPrice,
    total_price: Math.round(line.unitPrice * line.quantity * 100) / 100,
  }));
}

export const address = (record, lang) => structuredClone(record.texts[lang]);

export const user = (shopper, lang) => structuredClone(shopper.profile[lang]);

function transaction(record, lang, order) {
  const { reasonKind, reason, ...fields } = record;
  return { ...fields, reason: reasonKind ? transactionReason(reasonKind, lang, order.number) : reason[lang] };
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
        image: { url: piece.media[0].url, width: piece.media[0].width, height: piece.media[0].height },
        karat: piece.karat,
        weight: piece.varieties[0]?.weight ?? null,
        quantity: item.quantity,
        unit_price: item.unitPrice,
        total_price: Math.round(item.unitPrice * item.quantity * 100) / 100,
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
