// The mock payment gateway (Moyasar v1 style, openapi/gateway/): a second Prism serves the
// gateway's contract and this module puts the pieces around it that a real gateway has.
//
//   POST /gateway/v1/payments  → Prism (prefix stripped) with `Prefer: example=initiated`, or
//                                `example=failed` for the test card 4000 0000 0000 0002 (declined
//                                at once). Each answer gets a fresh payment id and the request's
//                                amount, description, callback and metadata; an `initiated` one a
//                                `source.transaction_url` to the mock 3-D Secure page below.
//   GET  /gateway/3ds/<id>     → the mock bank's 3-D Secure page: "Confirm" or "Decline".
//   POST /gateway/3ds/<id>     → remembers the decision and sends the browser (303) to the
//                                callback with `id`, `status=paid|failed`, `message` appended.
//
// The decisions are remembered so the store's `confirm-payment` (the mock's memory,
// memory/routes.mjs) fails the order of a declined payment. Request bodies carry a card: they are
// never logged.
import { randomUUID } from 'node:crypto';
import http from 'node:http';

export const GATEWAY_PREFIX = '/gateway/v1';
export const THREE_D_SECURE_PREFIX = '/gateway/3ds/';
/** The test card the mock declines at once; every other card goes through 3-D Secure. */
export const DECLINED_CARD = '4000000000000002';
const MAX_BODY_BYTES = 64 * 1024;
const MAX_DECISIONS = 10_000;

/** Reads a request's body (small JSON or form bodies only). */
export function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('Request body too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function parseJson(buffer) {
  try {
    return JSON.parse(buffer.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Whether a Prefer header already names an example (then the mock does not choose one). */
export function namesExample(prefer = '') {
  return /(^|[,;\s])example=/.test(prefer);
}

/** The example the gateway mock answers a payment with: `failed` for the declining test card. */
export function paymentExampleFor(body) {
  const number = String(body?.source?.number ?? '').replace(/\D/g, '');
  return number === DECLINED_CARD ? 'failed' : 'initiated';
}

/** The mock 3-D Secure page's root-relative address for a payment. */
export function threeDSecureUrl(id, { callbackUrl, amount }) {
  const query = new URLSearchParams({ callback: callbackUrl, amount: String(amount) });
  return `${THREE_D_SECURE_PREFIX}${encodeURIComponent(id)}?${query}`;
}

/**
 * Where the gateway sends the browser back: the callback with id, status and message appended
 * (its own query kept). A root-relative callback stays root-relative: behind the dev proxy the
 * mock does not know the store's origin.
 */
export function callbackWithResult(callbackUrl, id, decision) {
  const rootRelative = callbackUrl.startsWith('/') && !callbackUrl.startsWith('//');
  const url = new URL(callbackUrl, 'http://mock.invalid');
  url.searchParams.set('id', id);
  url.searchParams.set('status', decision);
  url.searchParams.set('message', decision === 'paid' ? 'APPROVED' : 'DECLINED');
  return rootRelative ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** The answer of a created payment, made to describe this request instead of the example's. */
function answerFor(example, request, id) {
  const answer = { ...example, id, source: { ...example.source } };
  for (const key of ['amount', 'description', 'callback_url']) if (request[key] !== undefined) answer[key] = request[key];
  if (request.metadata !== undefined) answer.metadata = request.metadata;
  // Only the masked number goes back, as a real gateway does.
  const digits = String(request.source?.number ?? '').replace(/\D/g, '');
  if (digits.length >= 12) answer.source.number = `${digits.slice(0, 4)}-${digits.slice(4, 6)}XX-XXXX-${digits.slice(-4)}`;
  if (request.source?.name) answer.source.name = request.source.name;
  if (answer.status === 'initiated') {
    answer.source.transaction_url = threeDSecureUrl(id, { callbackUrl: answer.callback_url, amount: answer.amount });
  }
  return answer;
}

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function formatSar(halalas) {
  const amount = Number(halalas) / 100;
  if (!Number.isFinite(amount)) return '';
  return amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The mock bank's page: self-contained (no external assets), bilingual, two buttons. */
export function threeDSecurePage({ id, amount, action }) {
  const sar = escapeHtml(formatSar(amount));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mock bank: 3-D Secure · البنك التجريبي: التحقق الثلاثي</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f1ea; color: #1f1b16; }
  main { box-sizing: border-box; background: #fff; border-radius: 12px; padding: 24px; max-width: 420px; width: calc(100% - 32px); box-shadow: 0 4px 24px rgb(0 0 0 / 0.08); text-align: center; }
  h1 { font-size: 1.25rem; margin: 0 0 12px; }
  p { margin: 8px 0; }
  .amount { font-size: 1.5rem; font-weight: 700; margin: 16px 0; }
  .buttons { display: flex; gap: 12px; justify-content: center; margin-top: 20px; flex-wrap: wrap; }
  button { font: inherit; padding: 10px 20px; border-radius: 8px; border: 1px solid #8a6d1d; cursor: pointer; min-width: 120px; }
  button[value="paid"] { background: #8a6d1d; color: #fff; }
  button[value="failed"] { background: #fff; color: #8a1d1d; border-color: #8a1d1d; }
  small { color: #5c5346; }
  .ar { display: block; }
</style>
</head>
<body>
<main>
  <h1>Mock bank: confirm the payment · <span lang="ar" dir="rtl">تأكيد الدفع</span></h1>
  <p>Amount <span class="ar" lang="ar" dir="rtl">المبلغ</span></p>
  <p class="amount"><bdi>${sar} SAR</bdi> <span class="ar" lang="ar" dir="rtl"><bdi>${sar}</bdi> ريال</span></p>
  <p><small>Payment · <span lang="ar" dir="rtl">رقم العملية</span><br><bdi>${escapeHtml(id)}</bdi></small></p>
  <form method="post" action="${escapeHtml(action)}">
    <div class="buttons">
      <button type="submit" name="decision" value="paid">Confirm · <span lang="ar" dir="rtl">تأكيد</span></button>
      <button type="submit" name="decision" value="failed">Decline · <span lang="ar" dir="rtl">رفض</span></button>
    </div>
  </form>
  <p><small>This page stands in for the bank's 3-D Secure check. <span class="ar" lang="ar" dir="rtl">هذه الصفحة بديلة لتحقق البنك.</span></small></p>
</main>
</body>
</html>
`;
}

function sendText(res, status, text, type = 'text/plain; charset=utf-8') {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(text);
}

/** The callback when it is an http(s) or root-relative address, else undefined. */
function checkedCallback(callback) {
  if (!callback) return undefined;
  try {
    return ['http:', 'https:'].includes(new URL(callback, 'http://mock.invalid').protocol) ? callback : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The gateway's part of the mock front server.
 * @param {{ prismPort: number }} options the port of the Prism serving sdk/gateway/openapi.json
 */
export function createGatewayMock({ prismPort }) {
  /** payment id → 'paid' | 'failed', once known. */
  const decisions = new Map();
  const remember = (id, decision) => {
    // A long-running dev mock forgets the oldest decisions instead of growing without end.
    if (decisions.size >= MAX_DECISIONS) decisions.delete(decisions.keys().next().value);
    decisions.set(id, decision);
  };

  /** Any other gateway call goes to its Prism as it came (the prefix stripped). */
  function forward(req, res, path) {
    const headers = { ...req.headers, host: `127.0.0.1:${prismPort}` };
    const upstream = http.request({ host: '127.0.0.1', port: prismPort, method: req.method, path, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (error) => unavailable(res, error));
    req.pipe(upstream);
  }

  /** POST /payments: the example chosen from the card, then the answer made to fit the request. */
  async function createPayment(req, res, path) {
    const body = await readBody(req);
    const request = parseJson(body);
    const prefer = namesExample(req.headers.prefer) ? req.headers.prefer : [req.headers.prefer, `example=${paymentExampleFor(request)}`].filter(Boolean).join(', ');
    const headers = { ...req.headers, host: `127.0.0.1:${prismPort}`, prefer, 'content-length': String(body.length) };
    delete headers['transfer-encoding'];
    const upstream = http.request({ host: '127.0.0.1', port: prismPort, method: 'POST', path, headers }, async (answer) => {
      const text = (await readBody(answer)).toString('utf8');
      const example = answer.statusCode === 201 ? parseJson(text) : undefined;
      const outHeaders = { ...answer.headers };
      delete outHeaders['content-length'];
      delete outHeaders['transfer-encoding'];
      if (!example?.id || !request) {
        res.writeHead(answer.statusCode ?? 502, outHeaders);
        res.end(text);
        return;
      }
      const payment = answerFor(example, request, randomUUID());
      if (payment.status === 'failed' || payment.status === 'paid') remember(payment.id, payment.status);
      res.writeHead(201, outHeaders);
      res.end(JSON.stringify(payment));
    });
    upstream.on('error', (error) => unavailable(res, error));
    upstream.end(body);
  }

  /** The mock bank's page, and the decision posted from it. */
  async function threeDSecure(req, res) {
    const url = new URL(req.url, 'http://mock');
    const id = decodeURIComponent(url.pathname.slice(THREE_D_SECURE_PREFIX.length));
    const callback = checkedCallback(url.searchParams.get('callback'));
    if (!id || id.includes('/') || !callback) {
      sendText(res, 400, 'A 3-D Secure address needs a payment id and a callback address.');
      return;
    }
    if (req.method === 'GET') {
      sendText(res, 200, threeDSecurePage({ id, amount: url.searchParams.get('amount'), action: `${url.pathname}${url.search}` }), 'text/html; charset=utf-8');
      return;
    }
    if (req.method !== 'POST') {
      sendText(res, 405, 'GET or POST');
      return;
    }
    const form = new URLSearchParams((await readBody(req)).toString('utf8'));
    const decision = form.get('decision') === 'paid' ? 'paid' : 'failed';
    remember(id, decision);
    res.writeHead(303, { location: callbackWithResult(callback, id, decision), 'cache-control': 'no-store' });
    res.end();
  }

  return {
    /** Handles the request when it is the gateway's; answers false otherwise. */
    handle(req, res) {
      const pathname = req.url.split('?')[0];
      if (pathname.startsWith(THREE_D_SECURE_PREFIX)) {
        threeDSecure(req, res).catch((error) => unavailable(res, error));
        return true;
      }
      if (pathname !== GATEWAY_PREFIX && !pathname.startsWith(GATEWAY_PREFIX + '/')) return false;
      const path = req.url.slice(GATEWAY_PREFIX.length) || '/';
      if (req.method === 'POST' && path.split('?')[0] === '/payments') createPayment(req, res, path).catch((error) => unavailable(res, error));
      else forward(req, res, path);
      return true;
    },
    /** Whether the mock gateway declined this payment (at once, or at 3-D Secure). */
    isDeclined: (paymentId) => decisions.get(paymentId) === 'failed',
  };
}

function unavailable(res, error) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(502, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ type: 'api_connection_error', message: `Mock gateway unavailable: ${error.message}`, errors: null }));
}
