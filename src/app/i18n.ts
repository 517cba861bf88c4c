import { i18n, type Messages } from '@lingui/core';
import type { Language } from '../../sdk';

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
} satisfies Record<string, Record<Language, Catalog>>;

export type ScreenCatalog = keyof typeof screenCatalogs;

/** Loads the compiled catalog of the language and makes it the active one. */
export async function activateLanguage(language: Language): Promise<void> {
  const { messages } = await catalogs[language]();
  i18n.loadAndActivate({ locale: language, messages });
}

/**
 * Adds the messages of some screens (buying: cart, checkout, payment, orders; account: profile,
 * the store's pages, contact and request forms) to the active language. Their routes wait for it
 * in their loaders, as they wait for their code.
 */
export async function loadScreenMessages(...names: ScreenCatalog[]): Promise<void> {
  const language = i18n.locale as Language;
  for (const { messages } of await Promise.all(names.map((name) => screenCatalogs[name][language]()))) {
    i18n.load(language, messages);
  }
}

export { i18n };
