// Every text the memory answers with, taken from the contract's examples in the shopper's
// language: messages, order status labels, transaction reasons, the bank account.
import { example, exampleNames } from './contract.mjs';
import { LANGUAGES } from './catalogue.mjs';

/**
 * A named example in a language: `<name>-<lang>` when the contract has it (the pair of an example
 * written in one language), else `<name>` itself; the `ar`/`en` examples for name `lang`.
 */
export function localized(path, method, status, name, lang) {
  if (name === 'lang') return example(path, method, status, lang);
  const names = exampleNames(path, method, status);
  return example(path, method, status, names.includes(`${name}-${lang}`) ? `${name}-${lang}` : name);
}

/** The `message` of an example, in a language. */
export const messageOf = (path, method, status, name, lang) => localized(path, method, status, name, lang).message;

/** Order status key → its label, per language, from every order the examples show. */
const statusLabels = Object.fromEntries(
  LANGUAGES.map((lang) => {
    const labels = {};
    const collect = (order) => (labels[order.status.key] = order.status.label);
    localized('/orders', 'get', 200, 'lang', lang).data.forEach(collect);
    collect(localized('/orders', 'post', 201, 'lang', lang).data.order);
    collect(localized('/orders/{orderId}', 'get', 200, 'failed-payment', lang).data);
    return [lang, labels];
  }),
);

export const statusLabel = (key, lang) => statusLabels[lang][key] ?? key;

/** The order number the examples' texts name, replaced by the real one. */
const EXAMPLE_ORDER_NUMBER = /ORD-\d+/g;

/** Why a transaction happened (or failed), per kind, in a language, for an order number. */
export function transactionReason(kind, lang, orderNumber) {
  const source = {
    pending: () => localized('/orders/{orderId}/pay', 'post', 200, 'lang', lang),
    'repay-pending': () => localized('/orders/{orderId}/repay', 'post', 200, 'lang', lang),
    success: () => localized('/orders/{orderId}/confirm-payment', 'post', 200, 'lang', lang),
    failed: () => localized('/orders/{orderId}/confirm-payment', 'post', 200, 'declined', lang),
  }[kind];
  return source().data.transaction.reason.replace(EXAMPLE_ORDER_NUMBER, orderNumber);
}

/** The store's account for a bank transfer, in a language. */
export const bankAccount = (lang) => localized('/orders', 'post', 201, 'bank-transfer', lang).data.bank_account;

/** The couriers, in a language. */
export const shippingCompanies = (lang) => localized('/shipping-companies', 'get', 200, 'lang', lang).data;

/** A contract error answer (`{status, message, errors}`) whose numbers are made this case's. */
export function errorWithNumber(answer, number) {
  const swap = (text) => text.replace(/\d+/, String(number));
  return {
    ...answer,
    message: swap(answer.message),
    errors: Object.fromEntries(Object.entries(answer.errors ?? {}).map(([field, texts]) => [field, texts.map(swap)])),
  };
}
