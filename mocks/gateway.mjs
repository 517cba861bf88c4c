// The mock payment gateway (Moyasar v1 style, openapi/gateway/): a second Prism serves the
// gateway's contract and this module puts the pieces around it that a real gateway has.
//
//   POST /gateway/v1/payments  → Prism (prefix stripped) with the example the source calls for,
//                                made to fit the request (a fresh payment id, its amount,
//                                description, callback and metadata):
//                                - a card: `initiated`, with a `source.transaction_url` to the mock
//                                  3-D Secure page below; `failed` (DECLINED) at once for the test
//                                  card 4000 0000 0000 0002;
//                                - Apple Pay: `apple-pay-paid` at once; `failed` (DECLINED) when the
//                                  token's JSON has `"paymentData":"decline"`;
//                                - STC Pay: `stc-pay-initiated`, with `source.transaction_url` where
//                                  the one-time code is posted (next line).
//   POST /gateway/v1/stc_pays/<id>/proceed?otp_token=…
//                              → the code decides: 123456 pays it (200, the payment paid);
//                                000000, or any code 5 minutes after the payment was made
//                                (`Prefer: otp-ttl=<seconds>` on POST /payments for less), is the
//                                expired-code 400 and fails it; any other code the wrong-code 400
//                                (it stays initiated); an unknown id or token the 404.
//   POST /gateway/v1/…         → any other call (Apple Pay's `applepay/initiate`…), and a code
//                                whose request asks Prism for an answer (`Prefer: code=400,
//                                example=wrong-code`), to Prism as it is.
//   GET  /gateway/3ds/<id>     → the mock bank's 3-D Secure page: "Confirm" or "Decline".
//   POST /gateway/3ds/<id>     → remembers the decision and sends the browser (303) to the
//                                callback with `id`, `status=paid|failed`, `message` appended.
//
// What was decided of each payment is remembered (createDecisions, shared with the instalment
// providers' pages, instalments.mjs) so that the store's `confirm-payment` (the mock's memory,
// memory/routes.mjs) answers as the gateway decided. Request bodies carry a card, a wallet's token
// or a one-time code: they are never logged, and nothing of them is kept.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { amountLine, bilingual, checkedReturn, decisionPage, escapeHtml, readBody, sendText, writtenSar } from './hostedPage.mjs';

export const GATEWAY_PREFIX = '/gateway/v1';
export const THREE_D_SECURE_PREFIX = '/gateway/3ds/';
/** The test card the mock declines at once; every other card goes through 3-D Secure. */
export const DECLINED_CARD = '4000000000000002';
/** An Apple Pay token whose JSON has this `paymentData` is declined; any other is paid. */
export const DECLINED_APPLE_PAY_DATA = 'decline';
/** The one-time code that pays an STC Pay payment, and the one that has always expired. */
export const STC_PAY_CODE = '123456';
export const STC_PAY_EXPIRED_CODE = '000000';
/** How long an STC Pay code holds, unless the payment asked for less (`Prefer: otp-ttl=<seconds>`). */
export const STC_PAY_CODE_SECONDS = 300;
const MAX_DECISIONS = 10_000;
const STC_PAY_PROCEED = /^\/stc_pays\/([^/?]+)\/proceed$/;

/**
 * What the mock gateway and the instalment providers decided of each payment, by its id:
 * `initiated` (made, not decided yet), then `paid`, `failed` or `cancelled`, the first decision
 * for good. With it, what deciding needs (an STC Pay payment's code token and its answer); never
 * a card, a wallet's token or a code.
 */
export function createDecisions() {
  const payments = new Map();
  const keep = (id, record) => {
    // A long-running dev mock forgets the oldest payments instead of growing without end.
    payments.delete(id);
    if (payments.size >= MAX_DECISIONS) payments.delete(payments.keys().next().value);
    payments.set(id, record);
  };
  return {
    /** A new payment, not decided yet. */
    open: (id, details = {}) => keep(id, { ...details, decision: 'initiated' }),
    /** Decides a payment (one the mock did not make too), unless it is decided already: answers the decision that stands. */
    decide(id, decision) {
      const payment = payments.get(id);
      if (payment && payment.decision !== 'initiated') return payment.decision;
      keep(id, { ...payment, decision });
      return decision;
    },
    get: (id) => payments.get(id),
    /** `initiated`, `paid`, `failed` or `cancelled`; undefined for a payment the mock never made. */
    decisionOf: (id) => payments.get(id)?.decision,
  };
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

/** Whether a Prefer header asks Prism for an answer itself (a status or an example): the mock then decides nothing. */
const asksPrism = (prefer = '') => /(^|[,;\s])(code|example)=/.test(prefer);

/** Whether an Apple Pay token (the wallet's payment token as JSON) is the mock's declined one. */
function declinesApplePay(token) {
  try {
    return JSON.parse(token)?.paymentData === DECLINED_APPLE_PAY_DATA;
  } catch {
    return false;
  }
}

/** The example the gateway mock answers a payment with, from its source. */
export function paymentExampleFor(body) {
  const source = body?.source;
  if (source?.type === 'applepay') return 'apple-pay-paid';
  if (source?.type === 'stcpay') return 'stc-pay-initiated';
  const number = String(source?.number ?? '').replace(/\D/g, '');
  return number === DECLINED_CARD ? 'failed' : 'initiated';
}

/** The mock 3-D Secure page's root-relative address for a payment. */
export function threeDSecureUrl(id, { callbackUrl, amount }) {
  const query = new URLSearchParams({ callback: callbackUrl, amount: String(amount) });
  return `${THREE_D_SECURE_PREFIX}${encodeURIComponent(id)}?${query}`;
}

/** Where an STC Pay payment's one-time code is posted (root-relative). */
const stcPayProceedUrl = (id, otpToken) => `${GATEWAY_PREFIX}/stc_pays/${encodeURIComponent(id)}/proceed?${new URLSearchParams({ otp_token: otpToken })}`;

/** An example payment made to describe `made` (a request, or the payment created): its id, amount, texts and metadata. */
function fitted(example, made, id) {
  const answer = { ...example, id, source: { ...example.source } };
  for (const key of ['amount', 'description', 'callback_url', 'metadata', 'created_at']) if (made[key] !== undefined) answer[key] = made[key];
  answer.amount_format = `${writtenSar(answer.amount / 100)} SAR`;
  return answer;
}

/** The answer of a created payment, made to describe this request instead of the example's. */
function answerFor(example, request, id, otpToken) {
  const answer = fitted(example, request, id);
  const { source } = request;
  if (answer.source.type !== source?.type) return answer;
  if (source.type === 'creditcard') {
    // Only the masked number goes back, as a real gateway does.
    const digits = String(source.number ?? '').replace(/\D/g, '');
    if (digits.length >= 12) answer.source.number = `${digits.slice(0, 4)}-${digits.slice(4, 6)}XX-XXXX-${digits.slice(-4)}`;
    if (source.name) answer.source.name = source.name;
    if (answer.status === 'initiated') answer.source.transaction_url = threeDSecureUrl(id, { callbackUrl: answer.callback_url, amount: answer.amount });
  } else if (source.type === 'applepay' && declinesApplePay(source.token)) {
    answer.status = 'failed';
    Object.assign(answer.source, { message: 'DECLINED', reference_number: null });
  } else if (source.type === 'stcpay') {
    Object.assign(answer.source, { mobile: source.mobile, transaction_url: stcPayProceedUrl(id, otpToken) });
  }
  return answer;
}

/** The mock bank's page (its parts, for decisionPage): the amount in SAR, Confirm or Decline. */
function threeDSecureParts(id, halalas) {
  const sar = escapeHtml(writtenSar(Number(halalas) / 100));
  return {
    title: 'Mock bank: 3-D Secure · البنك التجريبي: التحقق الثلاثي',
    heading: `Mock bank: confirm the payment · <span lang="ar" dir="rtl">تأكيد الدفع</span>`,
    lines: [
      `<p>Amount <span class="ar" lang="ar" dir="rtl">المبلغ</span></p>`,
      `<p class="amount">${amountLine(sar)}</p>`,
      `<p><small>Payment · <span lang="ar" dir="rtl">رقم العملية</span><br><bdi>${escapeHtml(id)}</bdi></small></p>`,
    ],
    buttons: [
      { value: 'paid', label: bilingual('Confirm', 'تأكيد'), look: 'yes' },
      { value: 'failed', label: bilingual('Decline', 'رفض'), look: 'no' },
    ],
    note: `This page stands in for the bank's 3-D Secure check. <span class="ar" lang="ar" dir="rtl">هذه الصفحة بديلة لتحقق البنك.</span>`,
  };
}

/**
 * What a one-time code posted for an STC Pay payment (`record`, as createDecisions keeps it) does:
 * the answer's status and example, and the payment's decision when the code makes one.
 */
function codeOutcome(record, otpToken, code, now = Date.now()) {
  if (record?.otpToken === undefined || record.otpToken !== otpToken) return { status: 404, example: 'not-found' };
  if (record.decision === 'paid') return { status: 200, example: 'paid' };
  if (record.decision !== 'initiated' || now >= record.codeExpiresAt || code === STC_PAY_EXPIRED_CODE) return { status: 400, example: 'expired-code', decision: 'failed' };
  if (code !== STC_PAY_CODE) return { status: 400, example: 'wrong-code' };
  return { status: 200, example: 'paid', decision: 'paid' };
}

/** The seconds an STC Pay payment's code holds: `Prefer: otp-ttl=<seconds>`, else 5 minutes. */
const codeSeconds = (prefer = '') => Number(/(?:^|[,;\s])otp-ttl=(\d+)/.exec(prefer)?.[1] ?? STC_PAY_CODE_SECONDS);

/** The answer's headers to send on after the mock changed its body. */
function headersToSend(answer) {
  const headers = { ...answer.headers };
  delete headers['content-length'];
  delete headers['transfer-encoding'];
  return headers;
}

/**
 * The gateway's part of the mock front server.
 * @param {{ prismPort: number, decisions: ReturnType<typeof createDecisions> }} options the port of
 *   the Prism serving sdk/gateway/openapi.json, and where the payments' decisions are kept
 */
export function createGatewayMock({ prismPort, decisions }) {
  /** Sends a call to the gateway's Prism with `body` and `prefer`; resolves with its answer read whole. */
  function askPrism(req, path, body, prefer) {
    const headers = { ...req.headers, host: `127.0.0.1:${prismPort}`, prefer, 'content-length': String(body.length) };
    delete headers['transfer-encoding'];
    if (!prefer) delete headers.prefer;
    return new Promise((resolve, reject) => {
      const upstream = http.request({ host: '127.0.0.1', port: prismPort, method: req.method, path, headers }, async (answer) => {
        resolve({ answer, text: (await readBody(answer)).toString('utf8') });
      });
      upstream.on('error', reject);
      upstream.end(body);
    });
  }

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

  /** Prism's answer as it is, or (when it is the `status` wanted) `made(example)` instead. */
  function answerWith(res, { answer, text }, status, made) {
    const example = answer.statusCode === status ? parseJson(Buffer.from(text)) : undefined;
    const payment = example?.id ? made(example) : undefined;
    res.writeHead(answer.statusCode ?? 502, headersToSend(answer));
    res.end(payment ? JSON.stringify(payment) : text);
  }

  /** POST /payments: the example chosen from the source, then the answer made to fit the request. */
  async function createPayment(req, res, path) {
    const body = await readBody(req);
    const request = parseJson(body);
    const own = req.headers.prefer;
    const prefer = namesExample(own) ? own : [own, `example=${paymentExampleFor(request)}`].filter(Boolean).join(', ');
    answerWith(res, await askPrism(req, path, body, prefer), 201, (example) => {
      if (!request) return undefined;
      const id = randomUUID();
      const otpToken = randomBytes(12).toString('base64url');
      const payment = answerFor(example, request, id, otpToken);
      const stcPay = payment.source.type === 'stcpay' && payment.status === 'initiated';
      decisions.open(id, stcPay ? { otpToken, codeExpiresAt: Date.now() + codeSeconds(own) * 1000, payment } : {});
      if (payment.status === 'failed' || payment.status === 'paid') decisions.decide(id, payment.status);
      return payment;
    });
  }

  /** POST /stc_pays/<id>/proceed?otp_token=…: the one-time code decides the STC Pay payment. */
  async function proceedStcPay(req, res, path, id) {
    const body = await readBody(req);
    const record = decisions.get(id);
    const { status, example, decision } = codeOutcome(record, new URL(path, 'http://mock.invalid').searchParams.get('otp_token'), parseJson(body)?.otp_value);
    if (decision) decisions.decide(id, decision);
    answerWith(res, await askPrism(req, path, body, `code=${status}, example=${example}`), 200, (paid) => ({
      ...fitted(paid, record.payment, id),
      source: { ...paid.source, mobile: record.payment.source.mobile },
    }));
  }

  /** The mock bank's page, and the decision posted from it. */
  async function threeDSecure(req, res) {
    const url = new URL(req.url, 'http://mock.invalid');
    const id = decodeURIComponent(url.pathname.slice(THREE_D_SECURE_PREFIX.length));
    const back = checkedReturn(url.searchParams.get('callback'));
    if (!id || id.includes('/') || !back) {
      sendText(res, 400, 'A 3-D Secure address needs a payment id and a callback address.');
      return;
    }
    await decisionPage(req, res, { id, back, parts: threeDSecureParts(id, url.searchParams.get('amount')), decide: (decision) => decisions.decide(id, decision) });
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
      const stcPay = STC_PAY_PROCEED.exec(path.split('?')[0]);
      let handled;
      if (req.method === 'POST' && path.split('?')[0] === '/payments') handled = createPayment(req, res, path);
      else if (req.method === 'POST' && stcPay && !asksPrism(req.headers.prefer)) handled = proceedStcPay(req, res, path, decodeURIComponent(stcPay[1]));
      else forward(req, res, path);
      handled?.catch((error) => unavailable(res, error));
      return true;
    },
    /** What the mock gateway decided of a payment: `initiated`, `paid`, `failed`; undefined for one it never made. */
    decisionOf: (paymentId) => decisions.decisionOf(paymentId),
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
