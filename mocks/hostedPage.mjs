// The pages the mock shows in another's place: the bank's 3-D Secure page (gateway.mjs) and the
// instalment providers' checkout (instalments.mjs). Each is self-contained (nothing loaded from
// elsewhere), in English and Arabic, shows the amount and has a form of buttons; pressing one
// decides the payment and sends the browser (303) back to the store with the result appended, as
// the real pages do. Nothing a shopper posts here is logged.

const MAX_BODY_BYTES = 64 * 1024;

/** What the store's return address gets appended, per decision: `message`. */
const MESSAGES = { paid: 'APPROVED', failed: 'DECLINED', cancelled: 'CANCELLED' };

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

export const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** An amount in SAR as the pages write it: 13,300.00 (empty when it is not a number). */
export function writtenSar(amount) {
  const sar = Number(amount);
  if (!Number.isFinite(sar)) return '';
  return sar.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** English and Arabic side by side: `Confirm · تأكيد`. */
export const bilingual = (en, ar) => `${en} · <span lang="ar" dir="rtl">${ar}</span>`;

/** An amount in both languages: `13,300.00 SAR` and `13,300.00 ريال`. */
export const amountLine = (sar) => `<bdi>${sar} SAR</bdi> <span class="ar" lang="ar" dir="rtl"><bdi>${sar}</bdi> ريال</span>`;

/**
 * Where the browser goes back to: the store's address with id, status and message appended (its
 * own query kept). A root-relative address stays root-relative: behind the dev proxy the mock
 * does not know the store's origin.
 */
export function callbackWithResult(callbackUrl, id, decision) {
  const rootRelative = callbackUrl.startsWith('/') && !callbackUrl.startsWith('//');
  const url = new URL(callbackUrl, 'http://mock.invalid');
  url.searchParams.set('id', id);
  url.searchParams.set('status', decision);
  url.searchParams.set('message', MESSAGES[decision]);
  return rootRelative ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** The address when it is an http(s) or root-relative one, else undefined. */
export function checkedReturn(address) {
  if (!address) return undefined;
  try {
    return ['http:', 'https:'].includes(new URL(address, 'http://mock.invalid').protocol) ? address : undefined;
  } catch {
    return undefined;
  }
}

export function sendText(res, status, text, type = 'text/plain; charset=utf-8') {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(text);
}

/**
 * The page: `title` and `heading` (HTML, both languages), `lines` (the paragraphs above the
 * buttons, HTML the caller escaped), the form's `action`, its `buttons` ({ value, label, look:
 * `yes`, `no` or `plain` }) and a closing `note`.
 */
function page({ title, heading, lines, action, buttons, note }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; min-block-size: 100vh; display: grid; place-items: center; background: #f4f1ea; color: #1f1b16; }
  main { box-sizing: border-box; background: #fff; border-radius: 12px; padding: 24px; max-inline-size: 420px; inline-size: calc(100% - 32px); box-shadow: 0 4px 24px rgb(0 0 0 / 0.08); text-align: center; }
  h1 { font-size: 1.25rem; margin-block: 0 12px; }
  p, ol { margin-block: 8px; }
  ol { padding: 0; list-style: none; }
  .amount { font-size: 1.5rem; font-weight: 700; margin-block: 16px; }
  .buttons { display: flex; gap: 12px; justify-content: center; margin-block-start: 20px; flex-wrap: wrap; }
  button { font: inherit; padding-block: 10px; padding-inline: 20px; border-radius: 8px; border: 1px solid #8a6d1d; cursor: pointer; min-inline-size: 120px; background: #fff; color: #1f1b16; }
  button.yes { background: #8a6d1d; color: #fff; }
  button.no { color: #8a1d1d; border-color: #8a1d1d; }
  small { color: #5c5346; }
  .ar { display: block; }
</style>
</head>
<body>
<main>
  <h1>${heading}</h1>
  ${lines.join('\n  ')}
  <form method="post" action="${escapeHtml(action)}">
    <div class="buttons">
      ${buttons.map(({ value, label, look }) => `<button type="submit" name="decision" value="${value}" class="${look}">${label}</button>`).join('\n      ')}
    </div>
  </form>
  <p><small>${note}</small></p>
</main>
</body>
</html>
`;
}

/**
 * A page where the shopper decides a payment. GET shows the page (`page`'s parts, the form posting
 * back to this address); POST takes the button pressed, one of the buttons' values, hands it to
 * `decide(decision)`, which answers the decision that stands (the first one), and sends the
 * browser (303) back to `back` with the payment's result.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ id: string, back: string, parts: object, decide: (decision: string) => string }} what
 */
export async function decisionPage(req, res, { id, back, parts, decide }) {
  const address = new URL(req.url, 'http://mock.invalid');
  if (req.method === 'GET') {
    sendText(res, 200, page({ ...parts, action: `${address.pathname}${address.search}` }), 'text/html; charset=utf-8');
    return;
  }
  if (req.method !== 'POST') {
    sendText(res, 405, 'GET or POST');
    return;
  }
  const pressed = new URLSearchParams((await readBody(req)).toString('utf8')).get('decision');
  if (!parts.buttons.some((button) => button.value === pressed)) {
    sendText(res, 400, `Press one of the page's buttons: ${parts.buttons.map((button) => button.value).join(', ')}.`);
    return;
  }
  res.writeHead(303, { location: callbackWithResult(back, id, decide(pressed)), 'cache-control': 'no-store' });
  res.end();
}
