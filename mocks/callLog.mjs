// What the mock answered: the last calls (GET /__mock/log, or /api/v1/__mock/log through the
// store's address), newest last. An entry says when the call came, who made it, where it went,
// the status, how long it took and what it broke of the contract, if anything; never a body (the
// gateway's part carries cards, wallets' tokens and one-time codes) nor a whole token: the
// shopper is a short hash of theirs, and a query value named like a secret is hidden.
import { createHash } from 'node:crypto';

/** How many calls the log keeps; the oldest goes first. */
export const MAX_LOGGED_CALLS = 200;

/** What the shopper's token becomes in the log: `shopper-` and the first hex digits of its SHA-256. */
const HASH_DIGITS = 8;
/** Query parameters whose value the log hides (`otp_token`: where an STC Pay code is posted). */
const SECRET_QUERY_NAME = /token|otp|password|secret|jwt|key/i;
const HIDDEN = 'hidden';

/** The calls kept, oldest first: `add(entry)`, `list()`. */
export function createCallLog({ max = MAX_LOGGED_CALLS } = {}) {
  const calls = [];
  return {
    add(entry) {
      calls.push(entry);
      if (calls.length > max) calls.splice(0, calls.length - max);
    },
    list: () => calls.map((entry) => ({ ...entry })),
  };
}

const bearer = (authorization = '') => /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
const jwtCookie = (cookie = '') => /(?:^|;\s*)jwt=([^;]+)/.exec(cookie)?.[1];

/**
 * Who made a call: `shopper-<hash>` for the token the memory knows its shopper by (the
 * `Authorization: Bearer`, else the `JWT` header, else a `jwt` cookie), `guest` without one.
 */
export function whoMade(headers) {
  const token = bearer(headers.authorization) ?? headers.jwt ?? jwtCookie(headers.cookie);
  return token ? shopperName(token) : 'guest';
}

/** A token's shopper as the log (and the /__mock page) names them: never the token itself. */
export const shopperName = (token) => `shopper-${createHash('sha256').update(token).digest('hex').slice(0, HASH_DIGITS)}`;

/** The path and query as called, the value of a parameter named like a secret hidden. */
export function loggedPath(url) {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const [name] = pair.split('=', 1);
      return pair.includes('=') && SECRET_QUERY_NAME.test(name) ? `${name}=${HIDDEN}` : pair;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

/**
 * Prism's violations in its `sl-violations` header: `[{location, severity, code, message}]`. A list
 * too long for a header Prism cuts ("Too many violations! …"): the whole entries left are read.
 */
export function violationsInHeader(value) {
  if (!value) return [];
  try {
    const list = JSON.parse(value);
    return Array.isArray(list) ? list : [];
  } catch {
    return [...String(value).matchAll(/\{"location":\[("\w+")?[^\]]*\][^{}]*?"message":"((?:[^"\\]|\\.)*)"[^{}]*\}/g)].map(([, first, message]) => ({
      location: first ? [JSON.parse(first)] : [],
      message: JSON.parse(`"${message}"`),
    }));
  }
}

/** Whether a violation breaks the contract: a missing token is answered the contract's own 401. */
const breaksContract = (violation) => String(violation.code) !== '401';

/** The violations that break the contract, from Prism's header and those the front server noted. */
export function contractViolations(header, noted = []) {
  return [...violationsInHeader(header), ...noted].filter(breaksContract);
}

/**
 * What broke, in words: `the request breaks the contract: …; the answer breaks the contract: …`,
 * each with Prism's messages (the first `most` of them, and how many more); null for none.
 */
export function whatBroke(violations, { most = Infinity } = {}) {
  const parts = [];
  for (const [side, words] of [
    ['request', 'the request breaks the contract'],
    ['response', 'the answer breaks the contract'],
  ]) {
    const messages = [...new Set(violations.filter((v) => (v.location?.[0] === 'response' ? 'response' : 'request') === side).map((v) => v.message))];
    if (messages.length === 0) continue;
    const more = messages.length > most ? ` (+${messages.length - most} more)` : '';
    parts.push(`${words}: ${messages.slice(0, most).join('; ')}${more}`);
  }
  return parts.length ? parts.join('; and ') : null;
}

/** A header of those given to writeHead (an object, or Node's raw [name, value, …] list). */
function headerIn(headers, name) {
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) if (String(headers[i]).toLowerCase() === name) return headers[i + 1];
    return undefined;
  }
  const key = Object.keys(headers ?? {}).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

/**
 * Watches the answer to `req` (a call to the mock's `part`: `api`, `gateway`, `providers` or
 * `mock`): once it is sent, or the caller gone, `done(entry, violations)` with its log entry and
 * the violations that broke the contract (Prism's `sl-violations` header, and those `note`d: a
 * refusal the front server answered in the contract's words). Answers `{ note(violations) }`, and
 * `inScenario(text)` for the scenario the call followed (scenarios.mjs).
 */
export function watchCall(req, res, part, done) {
  const started = performance.now();
  const entry = { time: new Date().toISOString(), who: whoMade(req.headers), part, method: req.method, path: loggedPath(req.url), status: null, ms: null, scenario: null, violation: null };
  const noted = [];
  let header;
  const { writeHead } = res;
  res.writeHead = function (status, ...rest) {
    header = headerIn(rest.find((r) => typeof r === 'object'), 'sl-violations');
    return writeHead.call(this, status, ...rest);
  };
  res.once('close', () => {
    entry.status = res.headersSent ? res.statusCode : null;
    entry.ms = Math.round(performance.now() - started);
    const violations = contractViolations(header ?? res.getHeader('sl-violations'), noted);
    entry.violation = whatBroke(violations);
    done(entry, violations);
  });
  return {
    note: (violations) => noted.push(...violations),
    inScenario: (text) => (entry.scenario = text),
  };
}
