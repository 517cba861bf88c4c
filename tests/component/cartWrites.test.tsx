// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductCard } from '../../src/features/products';
import { holdCalls, watchCalls } from './apiSpies';
import { productOf } from './mockData';
import { renderPage } from './renderPage';

// Every write of the cart runs in one mutation scope (features/cart, CART_WRITES): a second change
// waits for the first's answer, so two never race and the last answer's summary is the server's.
describe('the cart’s writes', () => {
  it('are sent one after another: a second card’s add waits for the first’s answer', async () => {
    const [coin, bracelet] = [productOf(105, 'en'), productOf(112, 'en')];
    await renderPage('en', {
      ui: () => (
        <>
          <ProductCard product={coin} />
          <ProductCard product={bracelet} />
        </>
      ),
      shopper: 'new',
    });
    const calls = watchCalls();
    const release = holdCalls('/products/{id}/add-to-cart');
    const adds = () => calls.filter((call) => call === 'POST /products/{id}/add-to-cart').length;

    const addTo = async (title: string) =>
      userEvent.click(within(await screen.findByRole('article', { name: title })).getByRole('button', { name: 'Add to cart' }));
    await addTo(coin.title);
    await waitFor(() => expect(adds()).toBe(1));
    await addTo(bracelet.title);
    // The second shows its change at once (busy), but its call has not left: it waits its turn.
    const second = within(screen.getByRole('article', { name: bracelet.title })).getByRole('button', { name: 'Remove from cart' });
    await waitFor(() => expect(second).toHaveAttribute('aria-busy', 'true'));
    expect(adds()).toBe(1);

    release();
    await waitFor(() => expect(adds()).toBe(2));
    await waitFor(() => expect(second).not.toHaveAttribute('aria-busy'));
  });
});
