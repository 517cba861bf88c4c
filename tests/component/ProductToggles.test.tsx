// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../sdk';
import { useCartCount } from '../../src/features/cart';
import { type Product } from '../../src/features/catalogue';
import { ProductCard } from '../../src/features/products';
import { mockApi } from '../contract/contract';
import { forceAnswer, holdCalls, watchCalls } from './apiSpies';
import { getCookie } from './documentCookies';
import { productOf } from './mockData';
import { renderPage } from './renderPage';

// The shopper's words, in both languages: the buttons' names (their tooltips) and their toasts.
const WORDS = {
  en: {
    addFavourite: 'Add to favorites',
    removeFavourite: 'Remove from favorites',
    addedFavourite: 'Added to favorites',
    removedFavourite: 'Removed from favorites',
    favouriteFailed: 'Failed to update favorites!',
    loginFavourite: 'Please login to add to favorites',
    addCart: 'Add to cart',
    removeCart: 'Remove from cart',
    addedToCart: (title: string) => `«\u2068${title}\u2069» added to the cart`,
    viewCart: 'View cart',
    removedFromCart: 'Product removed from cart',
    cartFailed: 'Failed to update cart!',
    loginCart: 'Please login to add to cart',
    customText: 'Choose your text on the product page',
    addCompare: 'Add to compare',
    removeCompare: 'Remove from compare',
    addedCompare: 'Added to compare',
    removedCompare: 'Removed from compare',
    compareFailed: 'Failed to update compare!',
    loginCompare: 'Please login to add to compare',
    sessionEnded: 'Your session has ended, please sign in again',
  },
  ar: {
    addFavourite: 'أضف إلى المفضلة',
    removeFavourite: 'إزالة من المفضلة',
    addedFavourite: 'تمت الإضافة إلى المفضلة',
    removedFavourite: 'تمت الإزالة من المفضلة',
    favouriteFailed: 'تعذّر تحديث المفضلة!',
    loginFavourite: 'يرجى تسجيل الدخول للإضافة إلى المفضلة',
    addCart: 'أضف إلى السلة',
    removeCart: 'إزالة من السلة',
    addedToCart: (title: string) => `تمت إضافة «\u2068${title}\u2069» إلى السلة`,
    viewCart: 'عرض السلة',
    removedFromCart: 'تم حذف المنتج من السلة',
    cartFailed: 'تعذّر تحديث السلة!',
    loginCart: 'يرجى تسجيل الدخول للإضافة إلى السلة',
    customText: 'اختر النص في صفحة المنتج',
    addCompare: 'أضف إلى المقارنة',
    removeCompare: 'إزالة من المقارنة',
    addedCompare: 'تمت الإضافة إلى المقارنة',
    removedCompare: 'تمت الإزالة من المقارنة',
    compareFailed: 'تعذّر تحديث المقارنة!',
    loginCompare: 'يرجى تسجيل الدخول للإضافة إلى المقارنة',
    sessionEnded: 'انتهت جلستك، يرجى تسجيل الدخول مرة أخرى',
  },
} as const;

// 105, the 21K coin, is in none of the lists; 101 is in compare; 110 is the second line of the mock's cart.
// The header's cart count reads GET /carts; it is on the page with the card, as in the app.
function CartCount() {
  return <output aria-label="cart count">{useCartCount()}</output>;
}

/** The product's card, for a shopper new to the mock's memory unless a guest. */
const showCard = async (language: Language, product: Product, { signedIn = true } = {}) => {
  await renderPage(language, {
    ui: () => (
      <>
        <CartCount />
        <ProductCard product={product} />
      </>
    ),
    shopper: signedIn ? 'new' : 'guest',
  });
  return within(await screen.findByRole('article', { name: product.title }));
};

describe('the favourite toggle', () => {
  it.each(['en', 'ar'] as const)('shows the filled heart at once, spins while the call runs, then says so (%s)', async (language) => {
    const words = WORDS[language];
    const card = await showCard(language, productOf(105, language));
    const release = holdCalls('/products/{id}/toggle-wishlist');
    const button = card.getByRole('button', { name: words.addFavourite });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(button);
    // Optimistic: pressed, named for what the next click does, busy while the call is held.
    const pressed = card.getByRole('button', { name: words.removeFavourite });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(pressed).toHaveAttribute('aria-busy', 'true');

    release();
    expect(await screen.findByText(words.addedFavourite)).toBeInTheDocument();
    await waitFor(() => expect(pressed).not.toHaveAttribute('aria-busy'));
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
  });

  it.each(['en', 'ar'] as const)('rolls back and says it failed when the call fails (%s)', async (language) => {
    const words = WORDS[language];
    forceAnswer('code=500', { path: '/products/{id}/toggle-wishlist' });
    const card = await showCard(language, productOf(105, language));
    await userEvent.click(card.getByRole('button', { name: words.addFavourite }));
    expect(await screen.findByText(words.favouriteFailed)).toBeInTheDocument();
    expect(card.getByRole('button', { name: words.addFavourite })).toHaveAttribute('aria-pressed', 'false');
  });

  it.each(['en', 'ar'] as const)('says the session ended on a 401, and rolls back (%s)', async (language) => {
    const words = WORDS[language];
    forceAnswer('code=401', { path: '/products/{id}/toggle-wishlist' });
    // 104 is a favourite already: the click removes it, the 401 puts it back.
    const card = await showCard(language, productOf(104, language));
    await userEvent.click(card.getByRole('button', { name: words.removeFavourite }));
    // The shopper's token was refused: one toast, the session's, not the guest's "please login".
    expect(await screen.findByText(words.sessionEnded)).toBeInTheDocument();
    expect(screen.queryByText(words.loginFavourite)).toBeNull();
    expect(card.getByRole('button', { name: words.removeFavourite })).toHaveAttribute('aria-pressed', 'true');
  });

  it('removes a favourite', async () => {
    const card = await showCard('en', productOf(104, 'en'));
    await userEvent.click(card.getByRole('button', { name: 'Remove from favorites' }));
    expect(await screen.findByText('Removed from favorites')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('a guest', () => {
  it.each(['en', 'ar'] as const)('is asked to log in by each toggle, and no call is made (%s)', async (language) => {
    const words = WORDS[language];
    const card = await showCard(language, productOf(105, language), { signedIn: false });
    const calls = watchCalls();
    await userEvent.click(card.getByRole('button', { name: words.addFavourite }));
    expect(await screen.findByText(words.loginFavourite)).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: words.addCart }));
    expect(await screen.findByText(words.loginCart)).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: words.addCompare }));
    expect(await screen.findByText(words.loginCompare)).toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith('POST') || call.startsWith('DELETE'))).toEqual([]);
    for (const name of [words.addFavourite, words.addCart, words.addCompare]) {
      expect(card.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
  });
});

describe('the cart toggle', () => {
  it.each(['en', 'ar'] as const)('adds one piece, shows the check, and refreshes the cart count (%s)', async (language) => {
    const words = WORDS[language];
    const product = productOf(105, language);
    const card = await showCard(language, product);
    const calls = watchCalls();
    await userEvent.click(card.getByRole('button', { name: words.addCart }));
    expect(await screen.findByText(words.addedToCart(product.title))).toBeInTheDocument();
    expect(card.getByRole('button', { name: words.removeCart })).toHaveAttribute('aria-pressed', 'true');
    expect(calls).toContain('POST /products/{id}/add-to-cart');
    // GET /carts is fetched again afterwards: that is what the header's count reads.
    await waitFor(() => expect(calls.indexOf('GET /carts')).toBeGreaterThan(calls.indexOf('POST /products/{id}/add-to-cart')));
  });

  it.each(['en', 'ar'] as const)('names the piece in its toast and on the status line, with a link to the cart (%s)', async (language) => {
    const words = WORDS[language];
    const product = productOf(105, language);
    await renderPage(language, {
      ui: () => (
        <>
          <ProductCard product={product} />
          {/* The app's status line for screen readers (AppLayout). */}
          <p id="status-announcer" role="status" aria-live="polite" />
        </>
      ),
      shopper: 'new',
    });
    const card = within(await screen.findByRole('article', { name: product.title }));
    await userEvent.click(card.getByRole('button', { name: words.addCart }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(words.addedToCart(product.title));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(words.addedToCart(product.title)));
    const viewCart = within(toast).getByRole('link', { name: words.viewCart });
    expect(viewCart).toHaveAttribute('href', '/cart');
    await userEvent.click(viewCart);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/cart');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('takes the product out of the cart: finds its line and deletes it', async () => {
    const card = await showCard('en', { ...productOf(110, 'en'), is_cart: true });
    const calls = watchCalls();
    await userEvent.click(card.getByRole('button', { name: 'Remove from cart' }));
    expect(await screen.findByText('Product removed from cart')).toBeInTheDocument();
    expect(calls).toContain('DELETE /carts/{cartItemId}');
    expect(card.getByRole('button', { name: 'Add to cart' })).toHaveAttribute('aria-pressed', 'false');
    // The mock's memory has the shopper's cart without the piece's line: the right line went.
    const token = getCookie('jwt')!;
    const cart = await (await fetch(`${mockApi}/carts`, { headers: { Authorization: `Bearer ${token}`, JWT: token } })).json();
    expect(cart.data.map((line: { product: { id: number } }) => line.product.id)).toEqual([109, 106]);
  });

  it.each(['en', 'ar'] as const)('rolls back and says it failed when the call fails (%s)', async (language) => {
    const words = WORDS[language];
    forceAnswer('code=500', { path: '/products/{id}/add-to-cart' });
    const card = await showCard(language, productOf(105, language));
    await userEvent.click(card.getByRole('button', { name: words.addCart }));
    expect(await screen.findByText(words.cartFailed)).toBeInTheDocument();
    expect(card.getByRole('button', { name: words.addCart })).toHaveAttribute('aria-pressed', 'false');
  });

  it.each([
    ['en', 'The requested quantity is more than the stock; only 0 pieces are left.'],
    ['ar', 'الكمية المطلوبة أكبر من المتوفر في المخزون، المتبقي 0 قطع فقط'],
  ] as const)('says in the server’s words that none are left, and rolls back (%s)', async (language, reason) => {
    const words = WORDS[language];
    // The mock's 50 g bar has none in stock: adding it is refused (422) with the reason.
    const card = await showCard(language, productOf(103, language));
    await userEvent.click(card.getByRole('button', { name: words.addCart }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByText(words.cartFailed)).toBeNull();
    expect(card.getByRole('button', { name: words.addCart })).toHaveAttribute('aria-pressed', 'false');
  });

  it.each(['en', 'ar'] as const)('says the session ended on a 401 (%s)', async (language) => {
    const words = WORDS[language];
    forceAnswer('code=401', { path: '/products/{id}/add-to-cart' });
    const card = await showCard(language, productOf(105, language));
    await userEvent.click(card.getByRole('button', { name: words.addCart }));
    expect(await screen.findByText(words.sessionEnded)).toBeInTheDocument();
    expect(screen.queryByText(words.loginCart)).toBeNull();
    expect(card.getByRole('button', { name: words.addCart })).toHaveAttribute('aria-pressed', 'false');
  });

  it.each(['en', 'ar'] as const)('sends a product that needs the shopper text to its page instead of adding it (%s)', async (language) => {
    const words = WORDS[language];
    const card = await showCard(language, productOf(109, language));
    const calls = watchCalls();
    expect(card.queryByRole('button', { name: words.addCart })).not.toBeInTheDocument();
    await userEvent.click(card.getByRole('link', { name: words.customText }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/products/109');
    expect(calls).not.toContain('POST /products/{id}/add-to-cart');
  });
});

describe('the compare toggle', () => {
  it.each(['en', 'ar'] as const)('adds and removes, with the cross while it is in the list (%s)', async (language) => {
    const words = WORDS[language];
    const card = await showCard(language, productOf(105, language));
    const calls = watchCalls();
    await userEvent.click(card.getByRole('button', { name: words.addCompare }));
    expect(await screen.findByText(words.addedCompare)).toBeInTheDocument();
    const remove = card.getByRole('button', { name: words.removeCompare });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(remove).not.toHaveAttribute('aria-busy'));
    await userEvent.click(remove);
    expect(await screen.findByText(words.removedCompare)).toBeInTheDocument();
    expect(card.getByRole('button', { name: words.addCompare })).toHaveAttribute('aria-pressed', 'false');
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /products/{id}/add-to-compare', 'POST /products/{id}/remove-from-compare']);
  });

  it.each(['en', 'ar'] as const)('puts it back and says it failed when removing fails (%s)', async (language) => {
    const words = WORDS[language];
    forceAnswer('code=500', { path: '/products/{id}/remove-from-compare' });
    const inCompare = await showCard(language, productOf(101, language));
    await userEvent.click(inCompare.getByRole('button', { name: words.removeCompare }));
    expect(await screen.findByText(words.compareFailed)).toBeInTheDocument();
    expect(inCompare.getByRole('button', { name: words.removeCompare })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says the session ended when adding answers 401', async () => {
    forceAnswer('code=401', { path: '/products/{id}/add-to-compare' });
    const card = await showCard('en', productOf(105, 'en'));
    await userEvent.click(card.getByRole('button', { name: 'Add to compare' }));
    expect(await screen.findByText('Your session has ended, please sign in again')).toBeInTheDocument();
    expect(screen.queryByText('Please login to add to compare')).toBeNull();
    expect(card.getByRole('button', { name: 'Add to compare' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('one truth per piece', () => {
  /** The same piece on two cards, as on the home page's sections, with the header's count. */
  const showTwoCards = async (product: Product) => {
    await renderPage('en', {
      ui: () => (
        <>
          <CartCount />
          <section aria-label="first">
            <ProductCard product={product} />
          </section>
          <section aria-label="second">
            <ProductCard product={product} />
          </section>
        </>
      ),
      shopper: 'new',
    });
    const cardIn = async (name: string) => within(within(await screen.findByRole('region', { name })).getByRole('article'));
    return [await cardIn('first'), await cardIn('second')] as const;
  };

  it('changes both cards and the header’s count at the tap, before the API answers', async () => {
    const [first, second] = await showTwoCards(productOf(105, 'en'));
    const count = screen.getByRole('status', { name: 'cart count' });
    // The mock's cart of a new shopper has lines: the count has come once it is above 0.
    await waitFor(() => expect(Number(count.textContent)).toBeGreaterThan(0));
    const before = Number(count.textContent);
    const release = holdCalls('/products/{id}/add-to-cart');

    await userEvent.click(first.getByRole('button', { name: 'Add to cart' }));
    for (const card of [first, second]) {
      expect(card.getByRole('button', { name: 'Remove from cart' })).toHaveAttribute('aria-busy', 'true');
    }
    await waitFor(() => expect(count).toHaveTextContent(String(before + 1)));
    release();
    expect(await screen.findByText(/added to the cart/)).toBeInTheDocument();
    await waitFor(() => expect(second.getByRole('button', { name: 'Remove from cart' })).not.toHaveAttribute('aria-busy'));
  });

  it('rolls both cards and the count back together when the API refuses', async () => {
    forceAnswer('code=500', { path: '/products/{id}/add-to-cart' });
    const [first, second] = await showTwoCards(productOf(105, 'en'));
    const count = screen.getByRole('status', { name: 'cart count' });
    await waitFor(() => expect(Number(count.textContent)).toBeGreaterThan(0));
    const before = count.textContent;
    await userEvent.click(second.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Failed to update cart!')).toBeInTheDocument();
    for (const card of [first, second]) expect(card.getByRole('button', { name: 'Add to cart' })).toHaveAttribute('aria-pressed', 'false');
    expect(count).toHaveTextContent(before ?? '');
  });
});
