// The mock's memory: a small backend that remembers each shopper, behind Prism's validation proxy
// (server.mjs), which checks every answer it gives against the contract. A call it does not
// handle, or one whose Prefer header asks for a status, a named example or generated data, it
// answers 501, and Prism answers from the contract's examples instead.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { shopperName } from '../callLog.mjs';
import { answeredByPrism, PUBLIC, routes } from './routes.mjs';
import { Refusal, Shopper } from './shopper.mjs';
import { errorSaying, localized } from './texts.mjs';

/** How many shoppers the memory keeps; the one unseen the longest is forgotten first. */
export const MAX_SHOPPERS = 200;

/**
 * Whether the caller's Prefer header asks for something only Prism gives: a status, a named
 * example (`ar` and `en` included), made-up data. The front server passes the caller's own
 * header as `x-client-prefer` (its `prefer` holds the language's example for Prism's mocking).
 */
export function prefersPrism(headers) {
  const prefer = headers['x-client-prefer'] ?? headers.prefer ?? '';
  return /(^|[,;\s])(code=|example=|dynamic=true\b)/.test(prefer);
}

/** The header naming a body kept by keepSentBody. */
export const SENT_BODY_HEADER = 'x-mock-sent-body';

const bearer = (headers) => /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];

/** A request's or an answer's whole body. */
export async function readAll(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The body as JSON or form fields; `sent` is the body as the caller sent it, when kept. */
async function readJsonOrForm(req, sent) {
  const raw = sent ?? (await readAll(req));
  if (raw.length === 0) return {};
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await new Request('http://memory.invalid', { method: 'POST', headers: { 'content-type': type }, body: raw }).formData();
    // A repeated part (a request's `attachments`) is the list of its values.
    return Object.fromEntries(
      [...new Set(form.keys())].map((key) => {
        const values = form.getAll(key);
        return [key, values.length > 1 ? values : values[0]];
      }),
    );
  }
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return {};
  }
}

/**
 * The memory: `handle(req, res)` answers a call of the contract (its path without /api/v1);
 * `reset()` forgets every shopper. `gateway` is the mock gateway and `providers` the mock
 * instalment providers: what each decided of a payment (`decisionOf`), and the providers' sessions
 * (`open`).
 */
export function createMemory({ gateway, providers } = {}) {
  const shoppers = new Map();
  // The registered accounts by e-mail (lower case): `{ shopper, password }`. Signing in with that
  // e-mail, or verifying it, is that shopper again, whatever the token.
  const accounts = new Map();
  // Multipart bodies as their caller sent them: Prism's proxy forwards a file re-encoded as text,
  // which breaks its bytes, so the front server keeps the original here (keepSentBody) and the
  // memory reads it instead of what Prism forwarded.
  const sentBodies = new Map();

  /** Keeps `value` under `key` as the newest; the oldest go beyond MAX_SHOPPERS. */
  const remember = (map, key, value) => {
    map.delete(key);
    map.set(key, value);
    while (map.size > MAX_SHOPPERS) map.delete(map.keys().next().value);
    return value;
  };
  /** The shopper of a token: one it gave, or any other token's own, new from the examples. */
  const shopperOf = (token) => remember(shoppers, token, shoppers.get(token) ?? new Shopper());
  const signIn = (shopper) => {
    const token = `mock-${randomUUID()}`;
    return { token, shopper: remember(shoppers, token, shopper) };
  };
  const emailKey = (email) => String(email ?? '').trim().toLowerCase();
  const accountsOf = {
    /** The account registered with this e-mail, if any. */
    find: (email) => accounts.get(emailKey(email)),
    /** Opens an account (an e-mail registered again starts afresh: a test may register it each run). */
    open: (email, password, shopper) => remember(accounts, emailKey(email), { shopper, password }),
  };

  /**
   * The answer to one call: `{ status, body }`; status 501 leaves the call to Prism.
   * @param {{ method: string, url: string, headers: Record<string, string | undefined>, body?: any }} call
   */
  async function answer({ method, url, headers, body }) {
    if (prefersPrism(headers)) return answeredByPrism;
    const { pathname, searchParams } = new URL(url, 'http://memory.invalid');
    const route = routes.find((r) => r.method === method && r.pattern.test(pathname));
    if (!route) return answeredByPrism;
    const token = bearer(headers);
    if (!token && !PUBLIC.has(route.contractPath)) return answeredByPrism;
    const lang = headers.lang === 'en' ? 'en' : 'ar';
    const context = {
      params: route.pattern.exec(pathname).slice(1).map(decodeURIComponent),
      query: searchParams,
      body: body ?? {},
      lang,
      prefer: headers['x-client-prefer'] ?? headers.prefer ?? '',
      shopper: token ? shopperOf(token) : undefined,
      signIn,
      accounts: accountsOf,
      gateway,
      providers,
    };
    try {
      return await route.handler(context);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      const refused = localized(route.contractPath, method.toLowerCase(), error.status, error.name, lang);
      return { status: error.status, body: error.change ? errorSaying(refused, (text) => error.change(text, lang)) : refused };
    }
  }

  return {
    answer,
    async handle(req, res) {
      let result;
      try {
        const sentId = req.headers[SENT_BODY_HEADER];
        const sent = sentBodies.get(sentId);
        sentBodies.delete(sentId);
        result = await answer({ method: req.method, url: req.url, headers: req.headers, body: await readJsonOrForm(req, sent) });
      } catch (error) {
        // A fault of the memory itself: say so loudly, with what to look at.
        console.error(`mock memory: ${req.method} ${req.url} failed:`, error);
        result = { status: 500, body: { status: false, message: `Mock memory error: ${error.message}` } };
      }
      res.writeHead(result.status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(result.body === undefined ? '' : JSON.stringify(result.body));
    },
    /** Keeps a request's body as sent; the request carries the returned id in SENT_BODY_HEADER. */
    keepSentBody(body) {
      const id = randomUUID();
      sentBodies.set(id, body);
      // A request Prism refuses never reaches the memory: its body goes after a while.
      setTimeout(() => sentBodies.delete(id), 60_000).unref();
      return id;
    },
    /** An uploaded picture by its id, `{ type, bytes }`, while its shopper is remembered. */
    upload: (id) => [...shoppers.values()].find((shopper) => shopper.avatarPicture?.id === id)?.avatarPicture,
    reset: () => {
      shoppers.clear();
      accounts.clear();
    },
    /**
     * The shoppers remembered, the latest seen first, as the /__mock page lists them: each named
     * as the log names its tokens' calls (never a token), with what its screens show.
     */
    shoppers() {
      const byShopper = new Map();
      for (const [token, shopper] of shoppers) byShopper.set(shopper, [shopperName(token), ...(byShopper.get(shopper) ?? [])]);
      const registered = new Set([...accounts.values()].map((account) => account.shopper));
      return [...byShopper]
        .reverse()
        .map(([shopper, names]) => ({
          who: names,
          name: `${shopper.profile.en.first_name} ${shopper.profile.en.last_name}`.trim(),
          email: shopper.profile.en.email,
          registered: registered.has(shopper),
          cartPieces: shopper.cart.reduce((sum, line) => sum + line.quantity, 0),
          coupon: shopper.coupon,
          orders: shopper.orders.length,
          unpaidOrders: shopper.orders.filter((order) => order.paymentStatus !== 'paid').length,
          quoteExpiresAt: shopper.quote?.expiresAt.toISOString() ?? null,
        }));
    },
    get shopperCount() {
      return shoppers.size;
    },
  };
}

/** The memory on its own port (Prism's proxy forwards to it). */
export async function startMemoryServer(memory, port) {
  const server = http.createServer((req, res) => memory.handle(req, res));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return server;
}
