import { useRouterState } from '@tanstack/react-router';
import { useLanguage } from '../../../shared/language';

/**
 * This page in the other language (`?lang=en`, or `?lang=ar`): what the language buttons link to,
 * so the switch works before (or without) the app's JavaScript; with it, they open the language
 * dialog instead.
 */
export function useOtherLanguageHref(): string {
  const language = useLanguage();
  const { pathname, searchStr } = useRouterState({ select: (state) => state.location });
  const search = new URLSearchParams(searchStr);
  search.set('lang', language === 'ar' ? 'en' : 'ar');
  return `${pathname}?${search}`;
}
