// @vitest-environment jsdom
// The error answers the contract declares for the calls a screen loads with, forced through the
// mock (Prism's Prefer header) or as a network failure: each screen says "Something went
// wrong" in the shopper's language and offers to try again, which asks again. Screens × failures
// in one table; the forms' 401/422/500 (nothing typed is lost) are in their own test files.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CartPage } from '../../src/features/cart';
import { ComparePage } from '../../src/features/compare';
import { ContentPage, FaqPage } from '../../src/features/content';
import { FavouritesPage } from '../../src/features/favourites';
import { HomePage } from '../../src/features/home';
import { OrderDetailsPage, OrdersPage } from '../../src/features/orders';
import { ProfilePage } from '../../src/features/profile';
// The profile's address book alone: the whole page renders the profile form's fields as well.
import { AddressBook } from '../../src/features/profile/AddressBook';
import { failNetwork, forceAnswer, watchCalls } from './apiSpies';
import { renderPage } from './renderPage';

const WORDS = {
  en: { failed: 'Something went wrong', retry: 'Try again' },
  ar: { failed: 'حدث خطأ ما', retry: 'حاول مرة أخرى' },
} as const;

type Words = { en: string; ar: string };
/** Each screen, the call it loads with (a contract path), and what it says when it fails, if not "Something went wrong". */
const SCREENS: { name: string; call: string; page: () => ReactNode; failed?: Words }[] = [
  { name: 'the home page', call: '/home', page: HomePage },
  { name: 'my orders', call: '/orders', page: () => <OrdersPage page={1} onPageChange={() => {}} /> },
  { name: 'an order', call: '/orders/{orderId}', page: () => <OrderDetailsPage orderId={5001} search={{}} onPaymentReturnHandled={() => {}} /> },
  { name: 'favourites', call: '/wishlist', page: FavouritesPage },
  { name: 'compare', call: '/compare', page: ComparePage },
  { name: 'the cart', call: '/carts', page: CartPage, failed: { en: 'The cart could not be loaded', ar: 'تعذّر تحميل السلة' } },
  { name: 'the profile', call: '/user/profile', page: ProfilePage },
  {
    name: "the profile's addresses",
    call: '/addresses',
    page: AddressBook,
    failed: { en: 'Your addresses could not be loaded', ar: 'تعذّر تحميل عناوينك' },
  },
  { name: 'a content page', call: '/pages/{slug}', page: () => <ContentPage slug="about" /> },
  { name: 'the FAQ', call: '/faqs', page: FaqPage },
];

const FAILURES = [
  { failure: '500', language: 'ar', force: (path: string) => forceAnswer('code=500', { path, method: 'get' }) },
  { failure: 'a network failure', language: 'en', force: failNetwork },
] as const;

describe.each(SCREENS)('$name', ({ call, page, failed }) => {
  it.each(FAILURES)('says so on $failure ($language), and tries again', async ({ language, force }) => {
    force(call);
    const calls = watchCalls();
    // The shopper's own calls need a signed-in shopper: a new one to the mock's memory.
    await renderPage(language, { path: '/screen', ui: page, shopper: 'new' });
    const words = WORDS[language];
    expect(await screen.findByText(failed?.[language] ?? words.failed)).toBeInTheDocument();
    const asked = calls.filter((made) => made === `GET ${call}`).length;
    await userEvent.click(screen.getAllByRole('button', { name: words.retry })[0]!);
    await waitFor(() => expect(calls.filter((made) => made === `GET ${call}`).length).toBeGreaterThan(asked));
  });
});
