// Browser only where it uses Lingui's global instance (the browser's one page, i18nForPage); the server makes one per page.
import { i18n as browserI18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Language } from '../../sdk';
import { localeOf } from '../shared/format';

type Catalog = () => Promise<{ messages: Messages }>;

const catalogs: Record<Language, Catalog> = {
  ar: () => import('../locales/ar/messages.po'),
  en: () => import('../locales/en/messages.po'),
};

// The catalogs of screens that are not landing pages (lingui.config.ts): not part of the first
// page's download.
const screenCatalogs = {
  buying: { ar: () => import('../locales/ar/buying.po'), en: () => import('../locales/en/buying.po') },
  account: { ar: () => import('../locales/ar/account.po'), en: () => import('../locales/en/account.po') },
  prices: { ar: () => import('../locales/ar/prices.po'), en: () => import('../locales/en/prices.po') },
} satisfies Record<string, Record<Language, Catalog>>;

type ScreenCatalog = keyof typeof screenCatalogs;
export const isScreenCatalog = (name: string): name is ScreenCatalog => name in screenCatalogs;

/** The screens' catalogs an instance holds: the server names them in the page for the browser. */
const loadedScreens = new WeakMap<I18n, Set<ScreenCatalog>>();

/**
 * The translations of one page. The browser has one page, so one instance, which code outside
 * React may use too; the server renders several pages at once, so each gets its own, and only
 * React's context (useLingui) reaches it.
 */
export const i18nForPage = (): I18n => (import.meta.env.SSR ? setupI18n() : browserI18n);

/** Loads the compiled catalog of the language and makes it the active one. */
export async function activateLanguage(i18n: I18n, language: Language): Promise<void> {
  if (i18n.locale === language) return;
  const { messages } = await catalogs[language]();
  // `locales`: the plurals' # is written as every other number of the store (Latin digits in Arabic too).
  i18n.loadAndActivate({ locale: language, locales: localeOf(language), messages });
}

/**
 * Adds the messages of some screens (buying: cart, checkout, payment, orders; account: profile,
 * the store's pages, contact and request forms; prices: the gold prices page) to the active
 * language. Their routes wait for it in their loaders, as they wait for their code.
 */
export async function loadScreenMessages(i18n: I18n, ...names: ScreenCatalog[]): Promise<void> {
  const language = i18n.locale as Language;
  for (const { messages } of await Promise.all(names.map((name) => screenCatalogs[name][language]()))) {
    i18n.load(language, messages);
  }
  const loaded = loadedScreens.get(i18n) ?? new Set();
  names.forEach((name) => loaded.add(name));
  loadedScreens.set(i18n, loaded);
}

/** The screens' catalogs loaded so far, for the page to name (`data-screen-catalogs`). */
export const screenCatalogsOf = (i18n: I18n): ScreenCatalog[] => [...(loadedScreens.get(i18n) ?? [])];
