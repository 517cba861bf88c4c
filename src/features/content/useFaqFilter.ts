import { useMemo } from 'react';
import type { Faq } from './queries';
import { foldForSearch } from './foldForSearch';

/** The questions whose question or answer holds every word typed, compared folded (see foldForSearch). */
export function useFaqFilter(faqs: readonly Faq[], query: string): readonly Faq[] {
  // Folded once per list, not on every key.
  const folded = useMemo(() => faqs.map((faq) => ({ faq, text: foldForSearch(`${faq.question} ${faq.answer}`) })), [faqs]);
  return useMemo(() => {
    const words = foldForSearch(query).split(' ').filter(Boolean);
    if (words.length === 0) return faqs;
    return folded.filter(({ text }) => words.every((word) => text.includes(word))).map(({ faq }) => faq);
  }, [faqs, folded, query]);
}
