import { defineConfig } from '@lingui/cli';

/**
 * The screens of buying (cart, checkout, payment, orders) have a catalog of their own, loaded with
 * those screens (src/app/i18n.ts), so their messages do not weigh on the first page a shopper
 * lands on: every message of `messages` downloads with the app's first code.
 */
export const BUYING_SCREENS = ['cart', 'checkout', 'addresses', 'payment', 'orders'].map((feature) => `<rootDir>/src/features/${feature}`);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['ar', 'en'],
  fallbackLocales: { default: 'ar' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: BUYING_SCREENS.map((folder) => `${folder}/**`) },
    { path: '<rootDir>/src/locales/{locale}/buying', include: BUYING_SCREENS },
  ],
});
