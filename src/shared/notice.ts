import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errors, successes, validation } from './messages';

// What a plain form's post did, for the page it lands on to say (src/server/formActions.ts): the
// store's server answers the post with a 303 back to that page and this notice in a short-lived
// cookie, which the next page the server renders shows once, as a status line (or beside the
// field it is about), in the shopper's language.

/** The store's own words a notice may carry, by name (the cookie carries names, never texts of ours). */
export const NOTICE_MESSAGES = {
  addedToCart: successes.addedToCart,
  cartUpdated: successes.cartUpdated,
  removedFromCart: successes.removedFromCart,
  couponApplied: successes.couponApplied,
  couponRemoved: successes.couponRemoved,
  login: successes.login,
  loggedOut: successes.loggedOut,
  loginToCart: errors.loginToCart,
  loginIncorrect: errors.loginIncorrect,
  loginFailed: errors.loginFailed,
  verifyEmail: errors.verifyEmail,
  cartFailed: errors.cartUpdateFailed,
  cartToggleFailed: errors.cartFailed,
  cartRemoveFailed: errors.cartRemoveFailed,
  addedToFavorites: successes.addedToFavorites,
  removedFromFavorites: successes.removedFromFavorites,
  loginToFavorites: errors.loginToFavorites,
  favoritesFailed: errors.favoritesFailed,
  addedToCompare: successes.addedToCompare,
  removedFromCompare: successes.removedFromCompare,
  loginToCompare: errors.loginToCompare,
  compareFailed: errors.compareFailed,
  couponFailed: msg`The coupon was not applied`,
  couponRequired: validation.couponRequired,
  somethingWentWrong: errors.somethingWentWrong,
} satisfies Record<string, MessageDescriptor>;

export type NoticeName = keyof typeof NOTICE_MESSAGES;

export interface Notice {
  tone: 'success' | 'error' | 'info';
  /** The store's words, by name. */
  name: NoticeName;
  /** The API's own words for a refusal ("only 3 left"), in the shopper's language: shown as text. */
  detail?: string;
  /** The field the notice is about (`coupon`, `quantity-12`, `email`): shown beside it. */
  field?: string;
  /** What the shopper typed that is not secret (an e-mail), given back to the form. */
  values?: Record<string, string>;
}

export const NOTICE_COOKIE = 'notice';

const isRecordOfStrings = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string' && item.length <= 200);

/** A notice from its cookie's value, or undefined for anything that is not one. */
export function parseNotice(value: string | undefined): Notice | undefined {
  if (!value) return undefined;
  try {
    const notice = JSON.parse(value) as Partial<Notice>;
    if (!['success', 'error', 'info'].includes(notice.tone ?? '') || !(notice.name && notice.name in NOTICE_MESSAGES)) return undefined;
    if (notice.detail !== undefined && (typeof notice.detail !== 'string' || notice.detail.length > 300)) return undefined;
    if (notice.field !== undefined && !/^[\w-]{1,40}$/.test(String(notice.field))) return undefined;
    if (notice.values !== undefined && !isRecordOfStrings(notice.values)) return undefined;
    return notice as Notice;
  } catch {
    return undefined;
  }
}
