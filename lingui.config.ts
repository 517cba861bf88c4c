import { defineConfig } from '@lingui/cli';

/**
 * Screens that are not landing pages have catalogs of their own, loaded with those screens
 * (src/app/i18n.ts), so their messages do not weigh on the first page a shopper lands on: every
 * message of `messages` downloads with the app's first code.
 */
const screens = (...features: string[]) => features.map((feature) => `<rootDir>/src/features/${feature}`);
export const SCREEN_CATALOGS = {
  /** Cart, checkout, the address form, card payment, orders. */
  buying: screens('cart', 'checkout', 'addresses', 'payment', 'orders'),
  /** The profile, the store's own pages and FAQ, contact, complaints, maintenance and design requests. */
  account: screens('profile', 'content', 'contact', 'requests'),
};
const allScreens = Object.values(SCREEN_CATALOGS).flat();

export default defineConfig({
  sourceLocale: 'en',
  locales: ['ar', 'en'],
  fallbackLocales: { default: 'ar' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: allScreens.map((folder) => `${folder}/**`) },
    ...Object.entries(SCREEN_CATALOGS).map(([name, include]) => ({ path: `<rootDir>/src/locales/{locale}/${name}`, include })),
  ],
});
