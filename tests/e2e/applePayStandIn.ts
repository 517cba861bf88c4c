// A stand-in for Safari's ApplePaySession, for tests only: Chromium has no Apple Pay, and a test
// cannot use a real wallet. Given to Playwright (`page.addInitScript(applePayStandIn, options)`)
// it is in the page before the store's code; a component test may call it in jsdom as it is.
// It plays the sheet's round as Safari does, each step a task after the last: begin() → the
// merchant to validate → once validated, the shopper authorises (or closes the sheet) → the page
// completes the payment. What the page asked of it is recorded on `window.__applePayStandIn`.

/** How the stand-in's sheet goes. */
export interface ApplePayStandInOptions {
  /**
   * `pay` (the default): a token the mock gateway pays; `decline`: a token it declines
   * (`{"paymentData":"decline"}`); `cancel`: the shopper closes the sheet instead of authorising.
   */
  outcome?: 'pay' | 'decline' | 'cancel';
  /** What `canMakePayments()` answers: a wallet that can pay (the default), or none. */
  canMakePayments?: boolean;
}

/** What the page asked of the stand-in, in order. The token it gave is not recorded: the test watches the gateway's request for it. */
export interface ApplePayStandInRecord {
  /** Each session made: the version and the payment request. */
  sessions: { version: number; request: unknown }[];
  began: number;
  /** The validationURL each `onvalidatemerchant` was given. */
  validations: string[];
  /** The merchant sessions handed to `completeMerchantValidation`. */
  merchantSessions: unknown[];
  /** The statuses handed to `completePayment` (0 success, 1 failure, as Apple's constants). */
  completions: number[];
  aborted: number;
  cancelled: number;
}

declare global {
  interface Window {
    __applePayStandIn?: ApplePayStandInRecord;
  }
}

/** The validation address the stand-in's sheet gives, Apple's own. */
export const STAND_IN_VALIDATION_URL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';

/**
 * Puts the stand-in in place of `window.ApplePaySession`. Self-contained: Playwright sends its
 * source to the page, where nothing of this module is in scope.
 */
export function applePayStandIn(options: ApplePayStandInOptions = {}): void {
  const outcome = options.outcome ?? 'pay';
  const record: ApplePayStandInRecord = { sessions: [], began: 0, validations: [], merchantSessions: [], completions: [], aborted: 0, cancelled: 0 };
  window.__applePayStandIn = record;
  const later = (step: () => void) => setTimeout(step, 0);

  class StandInSession extends EventTarget {
    static readonly STATUS_SUCCESS = 0;
    static readonly STATUS_FAILURE = 1;
    static supportsVersion = (version: number) => version >= 1 && version <= 14;
    static canMakePayments = () => options.canMakePayments ?? true;

    onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
    onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null = null;
    oncancel: ((event: object) => void) | null = null;
    /** Between begin() and the sheet's end. (A plain field: Playwright's transform must leave nothing the page lacks.) */
    open = false;

    constructor(version: number, request: unknown) {
      super();
      record.sessions.push({ version, request });
    }

    begin() {
      record.began += 1;
      this.open = true;
      // STAND_IN_VALIDATION_URL, written out: nothing outside this function is in scope in the page.
      const validationURL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';
      record.validations.push(validationURL);
      later(() => this.onvalidatemerchant?.({ validationURL }));
    }

    completeMerchantValidation(merchantSession: unknown) {
      if (!this.open) throw new DOMException('The sheet is closed', 'InvalidStateError');
      record.merchantSessions.push(merchantSession);
      later(() => {
        if (outcome === 'cancel') {
          this.close();
          return;
        }
        const paymentData = outcome === 'decline' ? 'decline' : { version: 'EC_v1', data: 'stand-in', signature: 'stand-in', header: { transactionId: 'stand-in' } };
        const token = { paymentData, paymentMethod: { displayName: 'mada 1234', network: 'mada', type: 'debit' }, transactionIdentifier: 'STAND-IN' };
        this.onpaymentauthorized?.({ payment: { token } });
      });
    }

    completePayment(status: number) {
      if (!this.open) throw new DOMException('The sheet is closed', 'InvalidStateError');
      record.completions.push(status);
      this.open = false;
    }

    abort() {
      if (!this.open) throw new DOMException('The sheet is closed', 'InvalidStateError');
      record.aborted += 1;
      this.close();
    }

    /** As Safari does: the sheet closes, and the page hears `cancel`. */
    private close() {
      this.open = false;
      record.cancelled += 1;
      later(() => this.oncancel?.({}));
    }
  }

  window.ApplePaySession = StandInSession as unknown as ApplePaySessionConstructor;
}
