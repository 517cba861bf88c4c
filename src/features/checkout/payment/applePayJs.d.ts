// The few parts of Apple Pay JS (Safari's ApplePaySession, version 3) the store uses, as Apple
// documents them. Declared here because no types package of it is in the project; the session is
// read from `window` (absent outside Safari), never assumed to be there.

type ApplePayMerchantCapability = 'supports3DS' | 'supportsEMV' | 'supportsCredit' | 'supportsDebit';

interface ApplePayLineItem {
  label: string;
  /** A decimal string, for example "13300.00". */
  amount: string;
  type?: 'final' | 'pending';
}

interface ApplePayPaymentRequest {
  countryCode: string;
  currencyCode: string;
  supportedNetworks: string[];
  merchantCapabilities: ApplePayMerchantCapability[];
  total: ApplePayLineItem;
}

/** The wallet's encrypted payment: only the gateway can read `paymentData`. */
interface ApplePayPaymentToken {
  paymentData: unknown;
  paymentMethod: { displayName?: string; network?: string; type?: string };
  transactionIdentifier: string;
}

interface ApplePayPayment {
  token: ApplePayPaymentToken;
}

interface ApplePayValidateMerchantEvent extends Event {
  readonly validationURL: string;
}

interface ApplePayPaymentAuthorizedEvent extends Event {
  readonly payment: ApplePayPayment;
}

interface ApplePaySession extends EventTarget {
  onvalidatemerchant: ((event: ApplePayValidateMerchantEvent) => void) | null;
  onpaymentauthorized: ((event: ApplePayPaymentAuthorizedEvent) => void) | null;
  oncancel: ((event: Event) => void) | null;
  begin(): void;
  abort(): void;
  /** With Apple's merchant session object, as the gateway answered it. */
  completeMerchantValidation(merchantSession: object): void;
  completePayment(status: number): void;
}

interface ApplePaySessionConstructor {
  new (version: number, paymentRequest: ApplePayPaymentRequest): ApplePaySession;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
  supportsVersion(version: number): boolean;
  canMakePayments(): boolean;
}

interface Window {
  /** Only in Safari (and on Apple devices' web views) that can show the Apple Pay sheet. */
  ApplePaySession?: ApplePaySessionConstructor;
}
