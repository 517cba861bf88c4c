import { defineConfig } from '@lingui/cli';

/**
 * Screens that are not landing pages have catalogs of their own, loaded with those screens
 * (src/app/i18n.ts), so their messages do not weigh on the first page a shopper lands on: every
 * message of `messages` downloads with the app's first code.
 */
const screens = (...features: string[]) => features.map((feature) => `<rootDir>/src/features/${feature}`);
export const SCREEN_CATALOGS = {
  /** Cart, checkout (with card payment), the address form, orders. */
  buying: screens('cart', 'checkout', 'addresses', 'orders'),
  /** The profile, the store's own pages and FAQ, contact, complaints, maintenance and design requests. */
  account: screens('profile', 'content', 'contact', 'requests'),
  /** The gold prices page: its summary, chart and table (the strip's words stay in the app's catalog). */
  prices: screens('gold-prices/history'),
};
/**
 * The cart's pieces that landing pages show too (a product card's or the quick view's add to cart:
 * the quantity counter, the "added to the cart" toast of useCartWrites): their messages stay in the app's catalog.
 */
const LANDING_CART_FILES = '{QuantityCounter,useCartWrites}';
/** The dev server's own pages (the mock's /__mock page): never in a build, so never in the app's catalog. */
const DEV_PAGES = '<rootDir>/src/dev';
const allScreens = Object.values(SCREEN_CATALOGS).flat();
/** Every file of the screens' folders but those pieces. */
const screenFiles = allScreens.map((folder) =>
  folder.endsWith('/cart') ? `${folder}/!(${LANDING_CART_FILES.slice(1, -1).replace(',', '|')}).*` : `${folder}/**`,
);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['ar', 'en'],
  fallbackLocales: { default: 'ar' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: [...screenFiles, `${DEV_PAGES}/**`] },
    ...Object.entries(SCREEN_CATALOGS).map(([name, include]) => ({
      path: `<rootDir>/src/locales/{locale}/${name}`,
      include,
      exclude: [`<rootDir>/src/features/cart/${LANDING_CART_FILES}.*`],
    })),
    { path: '<rootDir>/src/locales/{locale}/mock', include: [DEV_PAGES] },
  ],
});
