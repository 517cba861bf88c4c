// Every text the memory answers with, taken from the contract's examples in the shopper's
// language: messages, order status labels, transaction reasons, the bank account.
import { example, exampleNames } from './contract.mjs';
import { LANGUAGES } from './catalogue.mjs';
import { kindOf, saidOf } from './methods.mjs';

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

const CONFIRM = '/orders/{orderId}/confirm-payment';

/** confirm-payment's example for each outcome of a payment (`paid`, `failed`, `cancelled`, `pending`), per the method's kind. */
const CONFIRMATIONS = {
  card: { paid: 'lang', failed: 'declined', pending: 'pending' },
  wallet: { paid: 'wallet-paid', failed: 'wallet-declined', pending: 'wallet-pending' },
  instalments: { paid: 'plan-paid', failed: 'plan-declined', cancelled: 'plan-cancelled', pending: 'plan-pending' },
};

/** confirm-payment's answer for an outcome of a payment by `method`, in a language (its texts name the method). */
const confirmation = (method, outcome, lang) => localized(CONFIRM, 'post', 200, CONFIRMATIONS[kindOf(method)][outcome], lang);

/** What confirm-payment says of an outcome of a payment by `method`, in a language. */
export const confirmationMessage = (method, outcome, lang) => saidOf(method, confirmation(method, outcome, lang).message, lang);

/**
 * Why a transaction happened (or failed), in a language, for an order (its number and method):
 * `pending` (recorded, not decided yet), `repay-pending` (a second attempt recorded), `paid`,
 * `failed` or `cancelled`. A card's second attempt says so (repay's example).
 */
export function transactionReason(reasonKind, lang, { number, paymentMethod }) {
  const answer =
    reasonKind === 'repay-pending' && kindOf(paymentMethod) === 'card'
      ? localized('/orders/{orderId}/repay', 'post', 200, 'lang', lang)
      : confirmation(paymentMethod, reasonKind === 'repay-pending' ? 'pending' : reasonKind, lang);
  return saidOf(paymentMethod, answer.data.transaction.reason, lang).replace(EXAMPLE_ORDER_NUMBER, number);
}

/** The store's account for a bank transfer, in a language. */
export const bankAccount = (lang) => localized('/orders', 'post', 201, 'bank-transfer', lang).data.bank_account;

/** The couriers, in a language. */
export const shippingCompanies = (lang) => localized('/shipping-companies', 'get', 200, 'lang', lang).data;

/** A contract error answer (`{status, message, errors}`) whose every text `change` made this case's. */
export function errorSaying(answer, change) {
  return {
    ...answer,
    message: change(answer.message),
    errors: Object.fromEntries(Object.entries(answer.errors ?? {}).map(([field, texts]) => [field, texts.map(change)])),
  };
}

/** A change of an error's texts (see Refusal): the first number in it made `number`. */
export const withNumber = (number) => (text) => text.replace(/\d+/, String(number));
