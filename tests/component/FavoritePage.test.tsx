// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FavouritesPage } from '../../src/features/favourites';
import { emptyStates, errors, successes } from '../../src/shared/messages';
import { contract, deref } from '../contract/contract';
import { forceAnswer, holdCalls } from './apiSpies';
import { renderPage } from './renderPage';

/* eslint-disable @typescript-eslint/no-explicit-any -- the contract's examples are plain JSON */
const favouritesOf = (name: string): any[] =>
  deref(contract.paths['/wishlist'].get.responses['200']).content['application/json'].examples[name].value.data;
/** The pieces in a new shopper's cart (the cart's example): their cart buttons say "remove". */
const inCart = new Set<number>(
  deref(deref(contract.paths['/carts'].get.responses['200']).content['application/json'].examples.en).value.data.map((line: any) => line.product.id),
);

type Language = 'ar' | 'en';

// The list calls need a signed-in shopper: each test is a new one to the mock's memory.
const showFavourites = (language: Language) => renderPage(language, { path: '/Favorite', ui: FavouritesPage, shopper: 'new' });

/** The titles of the favourites shown, in order. */
async function shownTitles(): Promise<string[]> {
  const list = await screen.findByRole('list');
  return within(list)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-labelledby'))
    .map((id) => document.getElementById(id!)!.textContent!);
}

describe('the favourites page', () => {
  it.each([
    ['en', 'Favourites', 'Remove from favorites', { add: 'Add to cart', remove: 'Remove from cart' }],
    ['ar', 'المفضلة', 'إزالة من المفضلة', { add: 'أضف إلى السلة', remove: 'إزالة من السلة' }],
  ] as const)('in %s, lists the favourites, each with its cart button and remove', async (language, heading, remove, cart) => {
    const favourites = favouritesOf(language);
    await showFavourites(language);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await shownTitles()).toEqual(favourites.map((product) => product.title));
    for (const product of favourites) {
      const card = screen.getByRole('article', { name: product.title });
      expect(within(card).getByRole('link', { name: product.title })).toHaveAttribute('href', `/products/${product.id}`);
      expect(within(card).getByRole('button', { name: remove })).toBeInTheDocument();
      // The cart button says what a click does: add, or remove for a product already in the cart.
      expect(within(card).getByRole('button', { name: inCart.has(product.id) ? cart.remove : cart.add })).toBeInTheDocument();
    }
  });

  it.each(['en', 'ar'] as const)('in %s, says there are no favourites when the list is empty', async (language) => {
    forceAnswer('example=empty', { path: '/wishlist' });
    await showFavourites(language);
    expect(await screen.findByText(i18n._(emptyStates.favorites))).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('takes a favourite out of the list at once', async () => {
    const [first, ...rest] = favouritesOf('en');
    await showFavourites('en');
    const card = await screen.findByRole('article', { name: first.title });
    await userEvent.click(within(card).getByRole('button', { name: 'Remove from favorites' }));
    expect(screen.queryByRole('article', { name: first.title })).not.toBeInTheDocument();
    expect(await screen.findByText(i18n._(successes.removedFromFavorites))).toBeInTheDocument();
    expect(await shownTitles()).toEqual(rest.map((product) => product.title));
    // The keyboard stays on the page, not lost with the card's button.
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('puts the favourite back in its place, with the failure toast, when the call fails', async () => {
    const favourites = favouritesOf('en');
    forceAnswer('code=500', { path: '/products/{id}/toggle-wishlist' });
    // The call waits until the removal has been seen, so a fast answer cannot hide it.
    const release = holdCalls('/products/{id}/toggle-wishlist');
    await showFavourites('en');
    const card = await screen.findByRole('article', { name: favourites[1].title });
    await userEvent.click(within(card).getByRole('button', { name: 'Remove from favorites' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: favourites[1].title })).not.toBeInTheDocument());
    release();
    expect(await screen.findByText(i18n._(errors.favoritesFailed))).toBeInTheDocument();
    expect(await shownTitles()).toEqual(favourites.map((product) => product.title));
  });
});
