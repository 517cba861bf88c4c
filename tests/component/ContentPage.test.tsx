// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../sdk';
import { pageSummary } from '../../src/features/content/pageSummary';
import type { TextPage } from '../../src/features/content';
import { Route as About } from '../../src/routes/About';
import { Route as PrivacyPolicy } from '../../src/routes/private-policy';
import { contract } from '../contract/contract';
import { changeAnswer, forceAnswer } from './apiSpies';
import { renderPage } from './renderPage';

const pageIn = (language: Language): TextPage =>
  contract.paths['/pages/{slug}'].get.responses['200'].content['application/json'].examples[language].value.data;

const WORDS = {
  en: { notFound: 'Page not found', retry: 'Try again', unavailable: 'The store is temporarily unavailable' },
  ar: { notFound: 'الصفحة غير موجودة', retry: 'حاول مرة أخرى', unavailable: 'المتجر غير متاح مؤقتًا' },
} as const;

// Two of the text pages, as their routes draw them (loader, not-found and error pages).
const showPage = (language: Language, slug: 'about' | 'privacy-policy' = 'about') =>
  renderPage(language, { path: '/page', pages: { '/page': slug === 'about' ? About : PrivacyPolicy } });

/** Answers GET /pages/{slug} with this page instead of the mock's. */
const answerPageWith = (page: Partial<TextPage>) =>
  changeAnswer({ path: '/pages/{slug}' }, (answer) => ({ ...answer, data: { ...answer.data, ...page } }));

describe('a store text page', () => {
  it.each(['en', 'ar'] as const)('shows its title and its HTML, and describes it by its first paragraph (%s)', async (language) => {
    const page = pageIn(language);
    const { container } = await showPage(language);
    expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    // The HTML is rendered as markup: its list is a list, not text with tags in it.
    const items = await screen.findAllByRole('listitem');
    expect(items.length).toBe(4);
    expect(container.textContent).not.toContain('<li>');
    // The description its route's head gives (textPageHead): the first paragraph's text as the
    // page shows it, short enough for a search result.
    const description = pageSummary(page.content);
    expect(description).toBeTruthy();
    expect(description!.length).toBeLessThanOrEqual(160);
    const firstParagraph = container.querySelector('p')!.textContent!;
    expect(firstParagraph.startsWith(description!.replace(/…$/, ''))).toBe(true);
  });

  it('sanitises the HTML: no script, no event handler, no javascript: link, no second h1', async () => {
    answerPageWith({
      title: 'Hostile page',
      content:
        '<h1>Fake heading</h1><p>Plain words.</p><script>window.hacked = true</script>' +
        '<img src="x" onerror="window.hacked = true"><a href="javascript:window.hacked = true">More</a>' +
        '<h2>Delivery</h2><table><tr><th>City</th><td>Riyadh</td></tr></table>',
    });
    const { container } = await showPage('en');
    expect(await screen.findByText('Plain words.')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(container.innerHTML).not.toContain('hacked');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    // The page keeps one h1, its title; the text's own headings and tables stay.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Hostile page']);
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Riyadh' })).toBeInTheDocument();
  });

  it.each(['en', 'ar'] as const)('says "page not found" for a missing page (%s)', async (language) => {
    forceAnswer('code=404', { path: '/pages/{slug}' });
    await showPage(language);
    expect(await screen.findByRole('heading', { level: 1, name: WORDS[language].notFound })).toBeInTheDocument();
  });

  it('offers a retry when the page fails to load, and shows it once it loads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the router logs the failed match
    const stopFailing = forceAnswer('code=500', { path: '/pages/{slug}' });
    await showPage('en', 'privacy-policy');
    // A 5xx is tried again twice before the page gives up.
    const retry = await screen.findByRole('button', { name: WORDS.en.retry });
    expect(screen.getByRole('heading', { level: 1, name: WORDS.en.unavailable })).toBeInTheDocument();
    stopFailing();
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
  });
});
