// @vitest-environment jsdom
// The error answers the contract declares for the calls a screen loads with, forced through the
// mock (Prism's Prefer header) or as a network failure: each screen says so in the shopper's
// language and offers to try again, which asks again. Screens × failures
// in one table; the forms' 401/422/500 (nothing typed is lost) are in their own test files.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
// The profile's address book alone: the whole page renders the profile form's fields as well.
import { AddressBook } from '../../src/features/profile/AddressBook';
import { Route as About } from '../../src/routes/About';
import { Route as Home } from '../../src/routes/index';
import { Route as Faq } from '../../src/routes/public-questions';
import { Route as Cart } from '../../src/routes/_authenticated/cart';
import { Route as Compare } from '../../src/routes/_authenticated/Compare';
import { Route as Favourites } from '../../src/routes/_authenticated/Favorite';
import { Route as Order } from '../../src/routes/_authenticated/OrderDetails.$orderDetailsId';
import { Route as Orders } from '../../src/routes/_authenticated/orders';
import { Route as Profile } from '../../src/routes/_authenticated/Profile';
import { failNetwork, forceAnswer, watchCalls } from './apiSpies';
import { renderPage } from './renderPage';

// A page whose own data did not come is "temporarily unavailable" (its route's error page); a
// section of a page says so in its place.
const WORDS = {
  en: { failed: 'The store is temporarily unavailable', retry: 'Try again' },
  ar: { failed: 'المتجر غير متاح مؤقتًا', retry: 'حاول مرة أخرى' },
} as const;

type Words = { en: string; ar: string };
/** Each screen (a page's route at its address, or a section), the call it loads with (a contract path), and what it says when it fails. */
const SCREENS: { name: string; call: string; path: string; page: AnyRoute | (() => ReactNode); failed?: Words }[] = [
  { name: 'the home page', call: '/home', path: '/', page: Home },
  { name: 'my orders', call: '/orders', path: '/orders', page: Orders },
  { name: 'an order', call: '/orders/{orderId}', path: '/OrderDetails/5001', page: Order },
  { name: 'favourites', call: '/wishlist', path: '/Favorite', page: Favourites },
  { name: 'compare', call: '/compare', path: '/Compare', page: Compare },
  { name: 'the cart', call: '/carts', path: '/cart', page: Cart },
  { name: 'the profile', call: '/user/profile', path: '/Profile', page: Profile },
  {
    name: "the profile's addresses",
    call: '/addresses',
    path: '/screen',
    page: AddressBook,
    failed: { en: 'Your addresses could not be loaded', ar: 'تعذّر تحميل عناوينك' },
  },
  { name: 'a content page', call: '/pages/{slug}', path: '/About', page: About },
  { name: 'the FAQ', call: '/faqs', path: '/public-questions', page: Faq },
];

const FAILURES = [
  { failure: '500', language: 'ar', force: (path: string) => forceAnswer('code=500', { path, method: 'get' }) },
  { failure: 'a network failure', language: 'en', force: failNetwork },
] as const;

describe.each(SCREENS)('$name', ({ call, path, page, failed }) => {
  it.each(FAILURES)('says so on $failure ($language), and tries again', async ({ language, force }) => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the router logs a failed match
    force(call);
    const calls = watchCalls();
    // The shopper's own calls need a signed-in shopper: a new one to the mock's memory.
    await renderPage(language, { path, pages: { [path.replace(/\/\d+$/, '/$orderDetailsId')]: page }, shopper: 'new' });
    const words = WORDS[language];
    expect(await screen.findByText(failed?.[language] ?? words.failed)).toBeInTheDocument();
    const asked = calls.filter((made) => made === `GET ${call}`).length;
    await userEvent.click(screen.getAllByRole('button', { name: words.retry })[0]!);
    await waitFor(() => expect(calls.filter((made) => made === `GET ${call}`).length).toBeGreaterThan(asked));
  });
});
