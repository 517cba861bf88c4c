// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SearchBox } from '../../src/app/layout/header/SearchBox';
import { SearchField } from '../../src/app/layout/header/SearchField';
import { SUGGESTION_COUNT } from '../../src/app/layout/header/search/useProductSuggestions';
import { emptyStates } from '../../src/shared/messages';
import { contract, deref } from '../contract/contract';
import { forceAnswer, recordCalls } from './apiSpies';
import { renderPage } from './renderPage';

const products = deref(contract.paths['/products'].get.responses['200']).content['application/json'].examples;
/** What a shopper types in each language: the mock looks for it in the titles and subtitles. */
const GOLD = { en: 'gold', ar: 'ذهب' } as const;
const titlesIn = (language: 'ar' | 'en'): string[] =>
  products[language].value.data.slice(0, SUGGESTION_COUNT).map((p: { title: string }) => p.title);
const NAMES = {
  en: { box: 'Search products' },
  ar: { box: 'البحث في المنتجات' },
};

/** The suggestion the keyboard is on: the one the box names as its active descendant. */
function activeOption(box: HTMLElement): HTMLElement | null {
  const id = box.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}

async function showSearchBox(language: 'ar' | 'en') {
  const asked = recordCalls({ path: '/products', method: 'GET' });
  /** Every search text the box asked GET /products for, in order. */
  const searches = () => asked.map((call) => new URL(call.url).searchParams.get('search') ?? '');
  const view = await renderPage(language, { ui: () => <SearchBox /> });
  const box = await screen.findByRole('combobox', { name: NAMES[language].box });
  return { ...view, box, searches, user: userEvent.setup() };
}

describe('the header search box', () => {
  it.each(['ar', 'en'] as const)('in %s, shows suggestions (image, title, subtitle) from the mock as the shopper types', async (language) => {
    const { box, user } = await showSearchBox(language);
    await user.type(box, GOLD[language]);
    const listbox = await screen.findByRole('listbox');
    for (const title of titlesIn(language)) {
      expect(await within(listbox).findByRole('option', { name: new RegExp(title) })).toBeInTheDocument();
    }
    const first = products[language].value.data[0];
    const [option] = within(listbox).getAllByRole('option');
    expect(option).toHaveTextContent(first.subtitle);
    expect(option?.querySelector('img')).toHaveAttribute('src', first.media[0].url);
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('asks once for a burst of keys, with the whole text', async () => {
    const { box, searches } = await showSearchBox('en');
    // No pause between the keys (delay: null), however busy the machine: one burst for the debounce.
    const user = userEvent.setup({ delay: null });
    await user.type(box, 'gold bar');
    await screen.findAllByRole('option');
    await waitFor(() => expect(searches()).toContain('gold bar'));
    // The next burst's call comes next: nothing was asked for in between, nor after the first.
    await user.type(box, ' 24');
    await waitFor(() => expect(searches()).toContain('gold bar 24'));
    expect(searches()).toEqual(['gold bar', 'gold bar 24']);
  });

  it.each(['ar', 'en'] as const)('in %s, opens the product chosen with the arrow keys and Enter', async (language) => {
    const { box, user, router } = await showSearchBox(language);
    await user.type(box, GOLD[language]);
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = products[language].value.data[1];
    expect(activeOption(box)).toHaveTextContent(second.title);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/products/${second.id}`));
  });

  it('goes back up with the arrow keys, and Escape closes the list', async () => {
    const { box, user } = await showSearchBox('en');
    await user.type(box, 'gold');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(activeOption(box)).toHaveTextContent(titlesIn('en')[0]!);
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('gold');
  });

  it.each(['ar', 'en'] as const)('in %s, Enter without a chosen suggestion goes to the results', async (language) => {
    const { box, user, router } = await showSearchBox(language);
    await user.type(box, 'ring{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(router.state.location.search).toEqual({ search: 'ring' });
  });

  it.each(['ar', 'en'] as const)('in %s, says so when no product has the name', async (language) => {
    const { box, user } = await showSearchBox(language);
    forceAnswer('example=empty', { path: '/products' });
    await user.type(box, 'platinum');
    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findByText(i18n._(emptyStates.searchNoMatch))).toBeInTheDocument();
    expect(within(listbox).queryAllByRole('option')).toHaveLength(0);
  });

  it.each(['ar', 'en'] as const)(
    'in %s, the box the header draws first (before the suggestions’ code) keeps what the shopper typed and the focus',
    async (language) => {
      await renderPage(language, { ui: () => <SearchField /> });
      // Drawn without Mantine's combobox at first, but named and described as the same combobox.
      const standIn = await screen.findByRole('combobox', { name: NAMES[language].box });
      expect(standIn).toHaveAttribute('aria-expanded', 'false');
      // Text that reached the box before its code was wanted (a browser's autofill, say)…
      fireEvent.change(standIn, { target: { value: GOLD[language] } });
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      // …and the focus it takes (the keyboard's, here) carry over to the loaded combobox.
      const user = userEvent.setup();
      await user.tab();
      await waitFor(() => expect(standIn).not.toBeInTheDocument());
      const box = screen.getByRole('combobox', { name: NAMES[language].box });
      expect(box).toHaveValue(GOLD[language]);
      expect(box).toHaveFocus();
      await user.keyboard(' ');
      expect(box).toHaveValue(`${GOLD[language]} `);
      const listbox = await screen.findByRole('listbox');
      expect(await within(listbox).findAllByRole('option')).not.toHaveLength(0);
    },
  );
});
