import { halalasOf, MERCHANT_DISPLAY_NAME, validateApplePayMerchant } from './gateway';

// The Apple Pay sheet (Apple Pay JS, Safari's ApplePaySession): whether this browser can show it,
// what it asks the shopper to pay, and the sheet's round: the gateway validates the store as the
// merchant, the shopper authorises, the wallet's token is paid at the gateway (by the caller), and
// the sheet says how it went. The token passes through and is never logged or kept.

/** The version of Apple Pay JS the request is written for (Safari 11.1 and later). */
const APPLE_PAY_VERSION = 3;

/**
 * Whether this browser can pay with Apple Pay: Safari with a wallet that can pay. False on the
 * server, in Chromium and Firefox (no ApplePaySession), and where Safari refuses to be asked (an
 * insecure page throws).
 */
export function canPayWithApplePay(): boolean {
  if (typeof window === 'undefined') return false;
  const Session = window.ApplePaySession;
  try {
    return Boolean(Session?.supportsVersion(APPLE_PAY_VERSION) && Session.canMakePayments());
  } catch {
    return false;
  }
}

/**
 * What the sheet asks for: the order's total in riyals, for a Saudi merchant, with the networks
 * and capabilities the gateway takes for mada (mada needs supports3DS and supportsDebit).
 */
export function applePayRequest(total: number): ApplePayPaymentRequest {
  return {
    countryCode: 'SA',
    currencyCode: 'SAR',
    supportedNetworks: ['mada', 'visa', 'masterCard'],
    merchantCapabilities: ['supports3DS', 'supportsDebit', 'supportsCredit'],
    // Halalas first, the same rounding as the charge, so the sheet shows what the gateway takes.
    total: { label: MERCHANT_DISPLAY_NAME, amount: (halalasOf(total) / 100).toFixed(2), type: 'final' },
  };
}

/** How the sheet ended: paid, refused (by the gateway or the bank, or the merchant could not be validated), or closed by the shopper. */
export type ApplePayOutcome = 'paid' | 'failed' | 'cancelled';

interface ApplePayStart {
  /** The order's total, in Saudi riyals. */
  total: number;
  /**
   * Pays the wallet's token (`ApplePayPayment.token` as JSON) at the gateway, answering whether it
   * was paid; a throw counts as not paid. The token goes nowhere else.
   */
  onAuthorized: (token: string) => Promise<boolean>;
  /** Closes the sheet when aborted before the shopper authorised (the order could not be placed). */
  signal?: AbortSignal;
}

/**
 * Shows the Apple Pay sheet and resolves with how it ended. Call it in the click's handler itself,
 * before any await: Safari opens the sheet only from the shopper's gesture.
 */
export function startApplePay({ total, onAuthorized, signal }: ApplePayStart): Promise<ApplePayOutcome> {
  const Session = window.ApplePaySession;
  if (!Session) return Promise.reject(new Error('This browser cannot show the Apple Pay sheet'));
  const session = new Session(APPLE_PAY_VERSION, applePayRequest(total));

  return new Promise<ApplePayOutcome>((resolve) => {
    let authorised = false;
    let ended = false;
    const end = (outcome: ApplePayOutcome) => {
      if (ended) return;
      ended = true;
      resolve(outcome);
    };

    session.onvalidatemerchant = (event) => {
      validateApplePayMerchant(event.validationURL)
        .then((merchantSession) => session.completeMerchantValidation(merchantSession))
        .catch(() => {
          // Without the merchant session the sheet cannot go on; it may be closed already.
          try {
            session.abort();
          } catch {
            /* already closed */
          }
          end('failed');
        });
    };

    session.onpaymentauthorized = (event) => {
      authorised = true;
      onAuthorized(JSON.stringify(event.payment.token))
        .catch(() => false)
        .then((paid) => {
          try {
            session.completePayment(paid ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE);
          } catch {
            /* the sheet timed out meanwhile: the outcome is still the gateway's */
          }
          end(paid ? 'paid' : 'failed');
        });
    };

    // Once authorised, the gateway's answer is the outcome: a sheet closed (or timed out) while
    // the payment is on its way may still have paid.
    session.oncancel = () => {
      if (!authorised) end('cancelled');
    };

    signal?.addEventListener(
      'abort',
      () => {
        if (authorised) return;
        try {
          session.abort();
        } catch {
          /* already closed */
        }
        end('failed');
      },
      { once: true },
    );

    session.begin();
  });
}
