// The instalment providers (Tabby, Tamara) as the mock plays them: the checkout session the
// store's backend opens for an order (the memory's `POST /orders/{id}/instalment-plan`), and the
// provider's hosted page the shopper is sent to.
//
//   GET  /providers/<provider>/<payment id>?return=…&amount=<SAR>
//                         → the provider's page: the amount, its split into the provider's
//                           number of payments (`instalments` of GET /payment-methods), and three
//                           buttons, Approve, Decline and Cancel.
//   POST /providers/<provider>/<payment id>?return=…&amount=<SAR>
//                         → remembers the decision (the first one stands) and sends the browser
//                           (303) to the return address with `id`, `status=paid|failed|cancelled`
//                           and `message=APPROVED|DECLINED|CANCELLED` appended.
//
// A plan the mock did not open, or opened for another provider, is a 404; the decisions are kept
// with the gateway's (gateway.mjs, createDecisions), where the store's confirm-payment reads them.
import { randomUUID } from 'node:crypto';
import { amountLine, bilingual, checkedReturn, decisionPage, escapeHtml, sendText, writtenSar } from './hostedPage.mjs';
import { kindOf, offerOf } from './memory/methods.mjs';

export const PROVIDERS_PREFIX = '/providers/';

/** The provider's hosted page for a plan (root-relative, as a real provider's would be absolute). */
function planPageUrl(provider, id, { returnUrl, amount }) {
  const query = new URLSearchParams({ return: returnUrl, amount: amount.toFixed(2) });
  return `${PROVIDERS_PREFIX}${encodeURIComponent(provider)}/${encodeURIComponent(id)}?${query}`;
}

/** An amount split into `count` payments to the halala, the first taking what does not divide. */
function split(amount, count) {
  const halalas = Math.round(amount * 100);
  const each = Math.floor(halalas / count);
  return Array.from({ length: count }, (_, index) => (index === 0 ? halalas - each * (count - 1) : each) / 100);
}

/** The provider's page (its parts, for decisionPage): its name and line (GET /payment-methods), the amount and its split, three buttons. */
function planPageParts(provider, id, amount) {
  const [en, ar] = [offerOf(provider, 'en'), offerOf(provider, 'ar')];
  const sar = escapeHtml(writtenSar(amount));
  const payments = Number.isFinite(amount) && amount > 0 ? split(amount, en.instalments) : [];
  return {
    title: escapeHtml(`${en.name}: checkout · ${ar.name}: الدفع`),
    heading: bilingual(escapeHtml(en.name), escapeHtml(ar.name)),
    lines: [
      `<p>${bilingual(escapeHtml(en.description), escapeHtml(ar.description))}</p>`,
      `<p>Amount <span class="ar" lang="ar" dir="rtl">المبلغ</span></p>`,
      `<p class="amount">${amountLine(sar)}</p>`,
      `<ol aria-label="${en.instalments} payments · ${en.instalments} دفعات">`,
      ...payments.map((payment, index) => `  <li>${bilingual(`Payment ${index + 1}`, `الدفعة ${index + 1}`)}: ${amountLine(escapeHtml(writtenSar(payment)))}</li>`),
      `</ol>`,
      `<p><small>Plan · <span lang="ar" dir="rtl">رقم الخطة</span><br><bdi>${escapeHtml(id)}</bdi></small></p>`,
    ],
    buttons: [
      { value: 'paid', label: bilingual('Approve', 'موافقة'), look: 'yes' },
      { value: 'failed', label: bilingual('Decline', 'رفض'), look: 'no' },
      { value: 'cancelled', label: bilingual('Cancel', 'إلغاء'), look: 'plain' },
    ],
    note: `This page stands in for ${escapeHtml(en.name)}'s checkout. <span class="ar" lang="ar" dir="rtl">هذه الصفحة بديلة لصفحة الدفع لدى ${escapeHtml(ar.name)}.</span>`,
  };
}

/**
 * The instalment providers' part of the mock front server, and the sessions the memory opens.
 * @param {{ decisions: ReturnType<typeof import('./gateway.mjs').createDecisions> }} options where the payments' decisions are kept
 */
export function createInstalmentsMock({ decisions }) {
  /** The provider's page for a plan, and the decision posted from it. */
  async function hostedPage(req, res) {
    const url = new URL(req.url, 'http://mock.invalid');
    const [provider, id, ...rest] = url.pathname.slice(PROVIDERS_PREFIX.length).split('/').map(decodeURIComponent);
    const back = checkedReturn(url.searchParams.get('return'));
    if (!provider || !id || rest.length > 0 || decisions.get(id)?.provider !== provider) {
      sendText(res, 404, 'No such instalment plan.');
      return;
    }
    if (!back) {
      sendText(res, 400, 'A plan page needs its return address.');
      return;
    }
    const parts = planPageParts(provider, id, Number(url.searchParams.get('amount')));
    await decisionPage(req, res, { id, back, parts, decide: (decision) => decisions.decide(id, decision) });
  }

  return {
    /**
     * Opens a provider's checkout session for an order (the backend does it with its secret key):
     * a new payment id, not decided yet, and the hosted page to send the shopper to.
     */
    open({ provider, amount, returnUrl }) {
      if (kindOf(provider) !== 'instalments') throw new Error(`${provider} is not an instalment provider`);
      const id = `${provider}-${randomUUID()}`;
      decisions.open(id, { provider });
      return { payment_id: id, redirect_url: planPageUrl(provider, id, { returnUrl, amount }) };
    },
    /** What the shopper decided on a plan's page: `initiated`, `paid`, `failed`, `cancelled`; undefined for a plan never opened. */
    decisionOf: (paymentId) => decisions.decisionOf(paymentId),
    /** Handles the request when it is a provider's page; answers false otherwise. */
    handle(req, res) {
      if (!req.url.startsWith(PROVIDERS_PREFIX)) return false;
      hostedPage(req, res).catch(() => {
        if (!res.headersSent) sendText(res, 500, 'The mock provider failed.');
        else res.destroy();
      });
      return true;
    },
  };
}
