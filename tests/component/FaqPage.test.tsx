// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../sdk';
import type { Faq } from '../../src/features/content';
import { Route as FaqRoute } from '../../src/routes/public-questions';
import { contract } from '../contract/contract';
import { forceAnswer } from './apiSpies';
import { renderPage } from './renderPage';

const faqsIn = (language: Language): Faq[] =>
  contract.paths['/faqs'].get.responses['200'].content['application/json'].examples[language].value.data;

const WORDS = {
  en: {
    search: 'Search the questions',
    typed: 'Delivery TAKE',
    matches: 'How long does delivery take?',
    oneMatch: '1 question matches your search',
    noMatch: 'No questions match your search',
    empty: 'No questions yet',
  },
  ar: {
    search: 'ابحث في الأسئلة',
    // With tashkeel, and ه for the question's ة ("مدة التوصيل"): still found.
    typed: 'مده التَّوْصِيل',
    matches: 'كم تستغرق مدة التوصيل؟',
    oneMatch: 'سؤال واحد يطابق بحثك',
    noMatch: 'لا توجد أسئلة تطابق بحثك',
    empty: 'لا توجد أسئلة بعد',
  },
} as const;

const showFaqs = (language: Language) => renderPage(language, { path: '/public-questions', pages: { '/public-questions': FaqRoute } });

/** The accordion's buttons, one a question: those that expand. */
const questionButtons = () => screen.queryAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'));

describe('the public questions', () => {
  it.each(['en', 'ar'] as const)('opens a question with the keyboard (%s)', async (language) => {
    const faqs = faqsIn(language);
    await showFaqs(language);
    const first = await screen.findByRole('button', { name: faqs[0]!.question });
    // Each question is a heading's button, closed at first.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(faqs.map((faq) => faq.question));
    expect(first).toHaveAttribute('aria-expanded', 'false');
    // Tab: the search box, then the first question; Enter opens it, its answer in the region it controls.
    await userEvent.tab();
    expect(screen.getByRole('searchbox', { name: WORDS[language].search })).toHaveFocus();
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const answer = document.getElementById(first.getAttribute('aria-controls')!)!;
    expect(answer).toHaveTextContent(faqs[0]!.answer);
    // The arrow keys go from question to question; Space opens the next.
    await userEvent.keyboard('{ArrowDown}');
    const second = screen.getByRole('button', { name: faqs[1]!.question });
    expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');
  });

  it.each(['en', 'ar'] as const)('narrows the questions as the shopper types, and says when none match (%s)', async (language) => {
    const faqs = faqsIn(language);
    const words = WORDS[language];
    await showFaqs(language);
    await screen.findByRole('button', { name: faqs[0]!.question });
    const search = screen.getByRole('searchbox', { name: words.search });
    const status = screen.getByRole('status');

    await userEvent.type(search, words.typed);
    await waitFor(() => expect(questionButtons().map((button) => button.textContent)).toEqual([words.matches]));
    await waitFor(() => expect(status).toHaveTextContent(words.oneMatch));

    // The answers are searched too: "3%" is only in an answer of the bank-transfer question.
    await userEvent.clear(search);
    await userEvent.type(search, '3%');
    await waitFor(() => expect(questionButtons()).toHaveLength(1));
    expect(questionButtons()[0]).toHaveTextContent(faqs[4]!.question);

    await userEvent.type(search, ' zzqx');
    await waitFor(() => expect(screen.queryAllByRole('button', { name: faqs[4]!.question })).toHaveLength(0));
    expect(screen.getByText(words.noMatch, { selector: 'p:not([role="status"])' })).toBeInTheDocument();
    await waitFor(() => expect(status).toHaveTextContent(words.noMatch));

    // Emptied, the box shows every question again.
    await userEvent.clear(search);
    await waitFor(() => expect(questionButtons()).toHaveLength(faqs.length));
    await waitFor(() => expect(status).toHaveTextContent(''));
  });

  it.each(['en', 'ar'] as const)('says so when there are no questions yet (%s)', async (language) => {
    forceAnswer('example=empty', { path: '/faqs' });
    await showFaqs(language);
    expect(await screen.findByText(WORDS[language].empty)).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('offers a retry when the questions fail to load', async () => {
    forceAnswer('code=500', { path: '/faqs' });
    await showFaqs('en');
    const failed = await screen.findByRole('alert');
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
