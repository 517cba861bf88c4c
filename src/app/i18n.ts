import { i18n, type Messages } from '@lingui/core';
import type { Language } from '../../sdk';

type Catalog = () => Promise<{ messages: Messages }>;

const catalogs: Record<Language, Catalog> = {
  ar: () => import('../locales/ar/messages.po'),
  en: () => import('../locales/en/messages.po'),
};

// The buying screens' own catalog (lingui.config.ts): not part of the first page's download.
const buyingCatalogs: Record<Language, Catalog> = {
  ar: () => import('../locales/ar/buying.po'),
  en: () => import('../locales/en/buying.po'),
};

/** Loads the compiled catalog of the language and makes it the active one. */
export async function activateLanguage(language: Language): Promise<void> {
  const { messages } = await catalogs[language]();
  i18n.loadAndActivate({ locale: language, messages });
}

/**
 * Adds the messages of the cart, checkout, payment and orders screens to the active language.
 * Their routes wait for it in their loaders, as they wait for their code.
 */
export async function loadBuyingMessages(): Promise<void> {
  const language = i18n.locale as Language;
  const { messages } = await buyingCatalogs[language]();
  i18n.load(language, messages);
}

export { i18n };
