import type { Breadcrumb, ErrorEvent } from '@sentry/react';

// What an error report may never carry: a token, card data, an address, an e-mail or
// a phone number. Everything is scrubbed here, in the browser, before Sentry sends it. A pure
// module: Sentry's beforeSend and beforeBreadcrumb call it, the unit tests feed it real events.

const FILTERED = '[Filtered]';

// Western, Arabic-Indic and Persian digits: a shopper may type either.
const D = '[0-9\\u0660-\\u0669\\u06F0-\\u06F9]';

/** Pieces of text that must never leave the browser, in the order they are looked for. */
const REDACTIONS: [RegExp, string | ((match: string) => string)][] = [
  // A JWT (three base64url parts, the first always starting with {" encoded) and bearer tokens.
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[jwt]'],
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, '$1 [token]'],
  // A URL's query string (search terms, callback ids, a payment's status): keep the path only.
  [/((?:https?:\/\/[^\s/?#"'<>]+)?\/[^\s?#"'<>]*)\?[^\s#"'<>]*/g, '$1'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  // Before card numbers: an IBAN is mostly digits too (SA03 8000 0000 6080 1016 7519).
  [/\b[A-Z]{2}\d{2}(?:[ -]?[A-Z0-9]){11,30}\b/g, '[iban]'],
  // 13 to 19 digits, maybe in groups split by spaces or dashes.
  [new RegExp(`(?<!${D})${D}(?:[ -]?${D}){12,18}(?!${D})`, 'g'), '[card]'],
  // 8 to 15 digits, maybe after + and split by spaces, dashes, dots or brackets; a date is not one.
  [
    new RegExp(`(?<![\\w+])\\+?\\(?${D}(?:[ ().-]{0,2}${D}){7,14}(?!${D})`, 'g'),
    (match) => (/^\d{4}-\d\d-\d\d/.test(match) ? match : '[phone]'),
  ],
];

/** Keys whose values are never sent, whatever they hold. */
const SECRET_KEY = /authorization|jwt|cookie|token|secret|passw|card|cvc|cvv|iban|e-?mail|phone|mobile|address|street|holder|first_?name|last_?name|full_?name|personal_?id|national|^(body|query|search)$|\.query$|\.fragment$/i;

export function redactText(text: string): string {
  return REDACTIONS.reduce<string>((out, [pattern, replacement]) => out.replace(pattern, replacement as string), text);
}

/** A value with its secrets removed: secret keys filtered, every string redacted. */
function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return FILTERED;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? FILTERED : scrubValue(item, depth + 1)]),
  );
}

function scrubRecord<T>(record: T): T {
  return record && (scrubValue(record) as T);
}

/** A URL without its query string or fragment. */
function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/, '');
}

/**
 * A breadcrumb without secrets, or null when it is not kept: a console line may hold anything (an
 * address has no pattern to find it by), and the error itself says what went wrong.
 */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  if (breadcrumb.category === 'console') return null;
  const data = breadcrumb.data && { ...breadcrumb.data };
  for (const key of ['url', 'from', 'to'] as const) {
    if (typeof data?.[key] === 'string') data[key] = withoutQuery(data[key] as string);
  }
  let message = breadcrumb.message && redactText(breadcrumb.message);
  // A clicked element's selector keeps the attributes' names, not their values (a label may name an address).
  if (breadcrumb.category?.startsWith('ui.')) message = message?.replace(/(\[[\w-]+)=(?:"[^"]*"|'[^']*')\]/g, '$1]');
  return { ...breadcrumb, message, data: scrubRecord(data) };
}

export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const { request } = event;
  return {
    ...event,
    // Who the shopper is stays out of every report.
    user: undefined,
    message: event.message && redactText(event.message),
    logentry: scrubRecord(event.logentry),
    // The page's address without its query; no body, cookies, query or header but the browser's name.
    request: request && {
      url: request.url && withoutQuery(request.url),
      method: request.method,
      headers: request.headers?.['User-Agent'] ? { 'User-Agent': request.headers['User-Agent'] } : undefined,
    },
    exception: event.exception && {
      values: event.exception.values?.map((exception) => ({
        ...exception,
        value: exception.value && redactText(exception.value),
        stacktrace: exception.stacktrace && {
          ...exception.stacktrace,
          frames: exception.stacktrace.frames?.map((frame) => ({
            ...frame,
            filename: frame.filename && withoutQuery(frame.filename),
            abs_path: frame.abs_path && withoutQuery(frame.abs_path),
            vars: undefined,
          })),
        },
      })),
    },
    breadcrumbs: event.breadcrumbs?.map(scrubBreadcrumb).filter((breadcrumb) => breadcrumb !== null),
    extra: scrubRecord(event.extra),
    contexts: scrubRecord(event.contexts),
    tags: scrubRecord(event.tags),
  };
}
