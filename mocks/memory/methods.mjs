// The ways to pay as `GET /payment-methods`'s examples offer them (Prism answers that call): each
// method's kind, limits, number of instalments and pre-check, and its name in each language. The
// memory reads its rules from them, and names the method in the texts it answers: an example
// written for Tabby or Apple Pay says Tamara or STC Pay (and their limits) for an order paid that way.
import { LANGUAGES } from './catalogue.mjs';
import { example } from './contract.mjs';

/** key → { ar, en } offers of that method. */
const offers = new Map();
for (const lang of LANGUAGES) {
  for (const offer of example('/payment-methods', 'get', 200, lang).data) offers.set(offer.key, { ...offers.get(offer.key), [lang]: offer });
}

/** The method's offer in a language (English by default): kind, name, min_total, max_total, instalments, pre_check. */
export const offerOf = (method, lang = 'en') => offers.get(method)?.[lang];

/** `card`, `wallet`, `instalments` or `bank_transfer`. */
export const kindOf = (method) => offerOf(method)?.kind;

/** Whether the gateway takes the payment (a card or a wallet), recorded with `pay` or `repay`. */
export const paidAtGateway = (method) => ['card', 'wallet'].includes(kindOf(method));

/** Whether an order total is within the method's limits (inclusive; null for none). */
export function withinLimits(method, total) {
  const { min_total: min, max_total: max } = offerOf(method) ?? {};
  return (min === null || min === undefined || total >= min) && (max === null || max === undefined || total <= max);
}

/** A limit as the examples write it: 10,000. */
const written = (amount) => (amount === null || amount === undefined ? undefined : amount.toLocaleString('en-US', { maximumFractionDigits: 2 }));

/** What a text written for `other` says of its method (name and limits), said of `method` instead. */
function swaps(other, method, lang) {
  const from = offerOf(other, lang);
  const to = offerOf(method, lang);
  return [
    [from.name, to.name],
    [written(from.max_total), written(to.max_total)],
    [written(from.min_total), written(to.min_total)],
  ].filter(([was, now]) => was !== undefined && now !== undefined && was !== now);
}

/**
 * A text of an example, said of `method`: where it names another method (the examples' Tabby,
 * Apple Pay, STC Pay), with that method's limits, it names this one and its limits.
 */
export function saidOf(method, text, lang) {
  const others = [...offers.keys()].filter((key) => key !== method && text.includes(offerOf(key, lang).name));
  const pairs = others.flatMap((other) => swaps(other, method, lang));
  if (pairs.length === 0) return text;
  // One pass, longest first, whole words and numbers only (10,000 is replaced as a whole, not its
  // 10), an Arabic word with its one-letter prefix too (لتابي, for Tabby).
  const table = new Map(pairs);
  const alternatives = [...table.keys()].sort((a, b) => b.length - a.length).map((found) => found.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(?:(?<![\\p{L}\\d,.])|(?<=(?<!\\p{L})[وفبلك]))(?:${alternatives.join('|')})(?![\\p{L}\\d])`, 'gu');
  return text.replace(pattern, (found) => table.get(found));
}
