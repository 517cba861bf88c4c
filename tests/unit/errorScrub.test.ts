import type { ErrorEvent } from '@sentry/react';
import { describe, expect, it } from 'vitest';
import { redactText, scrubBreadcrumb, scrubEvent } from '../../src/app/errorReporting/scrub';

const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';

// What the store must never send: a token, card data, an address, an e-mail or a phone number.
const SECRETS = [
  JWT,
  'e2e-token',
  'Bearer',
  '4111 1111 1111 1111',
  '4111111111111111',
  '4000-0000-0000-0002',
  '123',
  'SA03 8000 0000 6080 1016 7519',
  'mohammed@goldstore.example',
  '+966 55 123 4567',
  '0551234567',
  '٠٥٥١٢٣٤٥٦٧',
  'King Fahd Road',
  'Riyadh 12271',
  'search=ring',
  'session=abc',
];

/** An event as Sentry's browser SDK builds it after a checkout failed, with everything it could catch. */
function checkoutFailure(): ErrorEvent {
  return {
    type: undefined,
    event_id: 'a1b2c3',
    level: 'error',
    platform: 'javascript',
    message: `Payment failed for mohammed@goldstore.example with card 4111 1111 1111 1111`,
    exception: {
      values: [
        {
          type: 'TypeError',
          value: `Cannot read properties of undefined (reading 'phone') — token ${JWT}, call +966 55 123 4567 or ٠٥٥١٢٣٤٥٦٧`,
          stacktrace: {
            frames: [
              {
                filename: 'https://store.example/assets/index-abc.js?v=2',
                abs_path: 'https://store.example/assets/index-abc.js?v=2',
                function: 'pay',
                lineno: 1,
                colno: 23456,
                vars: { card: '4111111111111111', cvc: '123' },
              },
            ],
          },
        },
      ],
    },
    request: {
      url: 'https://store.example/checkout?coupon=GOLD10&email=mohammed@goldstore.example',
      method: 'GET',
      headers: {
        'User-Agent': 'Mozilla/5.0 (Linux; Android 14)',
        Authorization: 'Bearer e2e-token',
        JWT: 'e2e-token',
        Cookie: 'jwt=e2e-token; session=abc',
        Referer: 'https://store.example/Store?search=ring',
      },
      cookies: { jwt: 'e2e-token' },
      query_string: 'coupon=GOLD10&search=ring',
      data: { card_number: '4111 1111 1111 1111', cvc: '123', address: 'King Fahd Road, Riyadh 12271' },
    },
    user: { id: '42', email: 'mohammed@goldstore.example', ip_address: '10.0.0.1', username: 'Mohammed' },
    breadcrumbs: [
      { category: 'navigation', data: { from: '/Store?search=ring', to: '/checkout?coupon=GOLD10' }, timestamp: 1 },
      {
        category: 'fetch',
        type: 'http',
        data: { method: 'GET', url: '/api/v1/products?search=ring', status_code: 500, 'http.query': '?search=ring' },
        timestamp: 2,
      },
      {
        category: 'console',
        level: 'error',
        message: 'Address saved: King Fahd Road, Riyadh 12271 for mohammed@goldstore.example',
        data: { arguments: ['Card', '4000-0000-0000-0002', { phone: '0551234567', address: { street: 'King Fahd Road', city: 'Riyadh 12271' } }] },
        timestamp: 3,
      },
      { category: 'ui.click', message: 'button.mantine-Button[aria-label="Transfer to SA03 8000 0000 6080 1016 7519"]', timestamp: 4 },
    ],
    extra: {
      order: { id: 5001, shipping_address: { street: 'King Fahd Road', city: 'Riyadh 12271' }, iban: 'SA03 8000 0000 6080 1016 7519' },
      note: 'call me on +966 55 123 4567',
      headers: { authorization: 'Bearer e2e-token' },
    },
    contexts: { browser: { name: 'Chrome', version: '131' }, form: { email: 'mohammed@goldstore.example' } },
    tags: { route: '/checkout', language: 'ar' },
  };
}

describe('an error report before it is sent', () => {
  const scrubbed = scrubEvent(checkoutFailure());
  const sent = JSON.stringify(scrubbed);

  it.each(SECRETS)('carries nothing of %s', (secret) => {
    expect(sent).not.toContain(secret);
  });

  it('keeps what the error is and where it happened', () => {
    expect(scrubbed.exception?.values?.[0]).toMatchObject({
      type: 'TypeError',
      value: "Cannot read properties of undefined (reading 'phone') — token [jwt], call [phone] or [phone]",
    });
    expect(scrubbed.exception?.values?.[0]?.stacktrace?.frames?.[0]).toMatchObject({
      filename: 'https://store.example/assets/index-abc.js',
      function: 'pay',
      colno: 23456,
    });
    expect(scrubbed.message).toBe('Payment failed for [email] with card [card]');
    expect(scrubbed.request).toEqual({
      url: 'https://store.example/checkout',
      method: 'GET',
      headers: { 'User-Agent': 'Mozilla/5.0 (Linux; Android 14)' },
    });
    expect(scrubbed.user).toBeUndefined();
    expect(scrubbed.tags).toEqual({ route: '/checkout', language: 'ar' });
    expect(scrubbed.contexts?.browser).toEqual({ name: 'Chrome', version: '131' });
    expect(scrubbed.extra?.order).toEqual({ id: 5001, shipping_address: '[Filtered]', iban: '[Filtered]' });
  });

  it('keeps the path of every breadcrumb, not its query, a clicked label or a console line', () => {
    expect(scrubbed.breadcrumbs).toEqual([
      { category: 'navigation', data: { from: '/Store', to: '/checkout' }, timestamp: 1 },
      {
        category: 'fetch',
        type: 'http',
        data: { method: 'GET', url: '/api/v1/products', status_code: 500, 'http.query': '[Filtered]' },
        timestamp: 2,
      },
      { category: 'ui.click', message: 'button.mantine-Button[aria-label]', timestamp: 4 },
    ]);
  });

  it('scrubs a breadcrumb the moment it is recorded', () => {
    expect(scrubBreadcrumb({ category: 'navigation', message: 'to /OrderDetails/5001?email=mohammed@goldstore.example' })?.message).toBe(
      'to /OrderDetails/5001',
    );
    expect(scrubBreadcrumb({ category: 'xhr', message: 'Signed in as mohammed@goldstore.example, 0551234567' })?.message).toBe(
      'Signed in as [email], [phone]',
    );
    expect(scrubBreadcrumb({ category: 'console', message: 'Saved King Fahd Road, Riyadh' })).toBeNull();
  });
});

describe('text that may hold a secret', () => {
  it.each([
    ['card 4111-1111-1111-1111 declined', 'card [card] declined'],
    ['amex 3782 822463 10005', 'amex [card]'],
    ['Authorization: Bearer abc.def-123', 'Authorization: Bearer [token]'],
    ['IBAN SA0380000000608010167519', 'IBAN [iban]'],
    ['mobile (055) 123-4567', 'mobile [phone]'],
    ['GET https://store.example/api/v1/cart?coupon=GOLD10 failed', 'GET https://store.example/api/v1/cart failed'],
  ])('%s', (text, expected) => {
    expect(redactText(text)).toBe(expected);
  });

  it.each([
    'Order 5001 of product 101: 3 pieces, 21K, 12.5 g',
    'Request failed with status 500 at 2026-11-25 12:00:00',
    'Failed to fetch dynamically imported module: https://store.example/assets/CartPage-Bx1.js',
  ])('leaves what is not private alone: %s', (text) => {
    expect(redactText(text)).toBe(text);
  });
});
