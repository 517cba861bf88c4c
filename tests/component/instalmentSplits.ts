// The instalment split (product page, quick view, cart) as a shopper reads it: a list named
// "Pay in instalments", one line per provider.
import { within } from '@testing-library/react';
import type { Language } from '../../sdk';

const LIST_NAME: Record<Language, string> = { en: 'Pay in instalments', ar: 'الدفع بالتقسيط' };

/** The split's lines inside `container` (the page unless given), spaces as a reader gets them; none when it is not shown. */
export function splitLines(language: Language, container: HTMLElement = document.body): string[] {
  const list = within(container).queryByRole('list', { name: LIST_NAME[language] });
  return list ? within(list).getAllByRole('listitem').map((item) => item.textContent!.replace(/\s+/g, ' ').trim()) : [];
}

/** One provider's line as the page writes it, in each language: "4 interest-free payments of 1,347.56 SAR with Tabby". */
export const SPLIT_LINE = {
  en: (count: number, each: string, provider: string) => `${count} interest-free payments of ${each} SAR with ${provider}`,
  ar: (count: number, each: string, provider: string) => `${count} دفعات بدون فوائد بقيمة ${each} ر.س مع ${provider}`,
} as const;

/** The providers' names as the mock gives them (the contract's examples). */
export const PROVIDERS = { en: { tabby: 'Tabby', tamara: 'Tamara' }, ar: { tabby: 'تابي', tamara: 'تمارا' } } as const;

