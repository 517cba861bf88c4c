import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { breadcrumbs, jsonLdScripts, languageLinks, pageMeta } from '../../src/app/seo';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../sdk';
import { textPageQuery } from '../../src/features/content';
import { pageSummary } from '../../src/features/content/pageSummary';
import { textPageHead } from '../../src/features/content/textPageHead';
import type { RouterContext } from '../../src/router';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
// What the page's router is told of its request (src/router.tsx): its words, language and origin.
const page = { i18n, language: 'en', origin: 'https://store.example' } as const;

describe("a page's head", () => {
  it('has one address per language: Arabic the bare one, English with ?lang=en; canonical is its own', () => {
    expect(languageLinks({ ...page, language: 'ar' }, '/products/101')[0]).toEqual({ rel: 'canonical', href: 'https://store.example/products/101' });
    expect(languageLinks(page, '/Store')).toEqual([
      { rel: 'canonical', href: 'https://store.example/Store?lang=en' },
      { rel: 'alternate', hrefLang: 'ar', href: 'https://store.example/Store' },
      { rel: 'alternate', hrefLang: 'en', href: 'https://store.example/Store?lang=en' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://store.example/Store' },
    ]);
  });

  it("titles a page with the store's name, and makes its picture's address absolute", () => {
    const meta = pageMeta(page, '/About', { title: 'About us', image: '/og/products/1.jpg' });
    expect(meta).toContainEqual({ title: 'About us | Gold Store' });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://store.example/og/products/1.jpg' });
    expect(meta).toContainEqual({ property: 'og:locale', content: 'en_US' });
  });

  it('writes JSON-LD that no text of the API can end early', () => {
    const [script] = jsonLdScripts({ name: 'Ring</script><script>alert(1)</script>' });
    expect(script!.children).not.toContain('</script>');
    expect(JSON.parse(script!.children)).toEqual({ name: 'Ring</script><script>alert(1)</script>' });
  });

  it('lists the breadcrumbs from home down to the page', () => {
    const list = breadcrumbs(page, [{ id: 3, title: 'Jewellery' }], { name: 'Ring', item: 'https://store.example/products/9' }) as {
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(list.itemListElement.map(({ position, name }) => [position, name])).toEqual([
      [1, 'Home'],
      [2, 'Store'],
      [3, 'Jewellery'],
      [4, 'Ring'],
    ]);
    expect(list.itemListElement[2]!.item).toBe('https://store.example/category/3/Jewellery');
  });
});

describe("a text page's description", () => {
  it('is its first paragraph as text, cut at a word under 160 characters', () => {
    expect(pageSummary('<h2>Who</h2><p>We sell <strong>gold</strong>.</p><p>Second.</p>')).toBe('We sell gold.');
    const long = `<p>${'word '.repeat(60)}</p>`;
    const summary = pageSummary(long);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary.endsWith('…')).toBe(true);
  });
});

describe("a text page's head", () => {
  const headOf = (queryClient: QueryClient) =>
    textPageHead('about')({ match: { pathname: '/About', context: { ...page, queryClient } as unknown as RouterContext } });
  const titleIn = (head: ReturnType<ReturnType<typeof textPageHead>>) => head.meta?.find((tag) => 'title' in tag);

  it('is titled after the page the loader fetched, and described by its first paragraph', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(textPageQuery('about').queryKey, { data: { slug: 'about', title: 'Who we are', content: '<p>Gold since 1990.</p>' } });
    const head = headOf(queryClient);
    expect(titleIn(head)).toEqual({ title: 'Who we are | Gold Store' });
    expect(head.meta).toContainEqual({ name: 'description', content: 'Gold since 1990.' });
  });

  it('says "Page not found" for a page the API does not have, and leaves the route\'s title after another failure', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answer = (status: number) => queryClient.prefetchQuery({ ...textPageQuery('about'), queryFn: () => Promise.reject(new ApiError(status, 'no')) });
    await answer(500);
    expect(headOf(queryClient)).toEqual({});
    queryClient.clear();
    await answer(404);
    expect(titleIn(headOf(queryClient))).toEqual({ title: 'Page not found | Gold Store' });
  });
});
