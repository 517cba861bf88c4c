import { i18n, type Messages } from '@lingui/core';
import type { Language } from '../../sdk';

const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  ar: () => import('../locales/ar/messages.po'),
  en: () => import('../locales/en/messages.po'),
};

/** Loads the compiled catalog of the language and makes it the active one. */
export async function activateLanguage(language: Language): Promise<void> {
  const { messages } = await catalogs[language]();
  i18n.loadAndActivate({ locale: language, messages });
}

export { i18n };
