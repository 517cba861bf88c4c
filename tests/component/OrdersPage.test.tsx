// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route as OrdersRoute } from '../../src/routes/_authenticated/orders';
import { formatMoney } from '../../src/shared/format';
import { formatDate } from '../../src/shared/formatDate';
import { emptyStates, errors } from '../../src/shared/messages';
import { contract, deref } from '../contract/contract';
import { changeAnswer, forceAnswer, watchCalls } from './apiSpies';
import { placeOrderInMock, signInNewShopper } from './mockData';
import { renderPage } from './renderPage';

/* eslint-disable @typescript-eslint/no-explicit-any -- the contract's examples are plain JSON */
const ordersOf = (name: string): any[] =>
  deref(contract.paths['/orders'].get.responses['200'].content['application/json'].examples[name]).value.data;

type Language = 'ar' | 'en';

/** An amount as the screen reads (Testing Library turns the no-break space into a space). */
const money = (amount: number, language: Language) => formatMoney(amount, language).replace(/\s/g, ' ');

/** The orders of a shopper new to the mock's memory. */
const showOrders = (language: Language, path = '/orders') => renderPage(language, { path, pages: { '/orders': OrdersRoute }, shopper: 'new' });

/** Makes the screen as wide as a desktop (Mantine's breakpoints ask matchMedia). */
function onDesktop() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: /min-width/.test(query) });
  return () => (window.matchMedia = original);
}
let restoreScreen: (() => void) | undefined;
afterEach(() => {
  restoreScreen?.();
  restoreScreen = undefined;
});

const WORDS = {
  en: { heading: 'My orders', statuses: { re_paid: 'Payment failed', processing: 'Processing', delivered: 'Delivered' }, methods: { card: 'Card', bank_transfer: 'Bank transfer' }, payments: { failed: 'Failed', paid: 'Paid' }, items: '2 items', payAgain: 'Pay again', completePayment: 'Complete payment', forOrder: 'for order', details: 'Details' },
  ar: { heading: 'طلباتي', statuses: { re_paid: 'فشل الدفع', processing: 'قيد التجهيز', delivered: 'تم التوصيل' }, methods: { card: 'بطاقة', bank_transfer: 'تحويل بنكي' }, payments: { failed: 'فشل', paid: 'مدفوع' }, items: 'منتجان', payAgain: 'ادفع مرة أخرى', completePayment: 'إتمام الدفع', forOrder: 'للطلب', details: 'التفاصيل' },
} as const;

describe('my orders', () => {
  it.each(['en', 'ar'] as const)('in %s on a phone, shows every order as a card, newest first, with its words', async (language) => {
    const orders = ordersOf(language);
    const words = WORDS[language];
    await showOrders(language);
    expect(await screen.findByRole('heading', { level: 1, name: words.heading })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(orders.map((order) => order.order_number));
    for (const [index, order] of orders.entries()) {
      const card = cards[index]!;
      expect(within(card).getByRole('link', { name: order.order_number })).toHaveAttribute('href', `/OrderDetails/${order.id}`);
      expect(within(card).getByText(words.statuses[order.status.key as keyof typeof words.statuses])).toBeInTheDocument();
      expect(within(card).getByText(words.methods[order.payment_method as keyof typeof words.methods])).toBeInTheDocument();
      expect(within(card).getByText(words.payments[order.payment_status as keyof typeof words.payments])).toBeInTheDocument();
      expect(within(card).getByText(money(order.total, language))).toBeInTheDocument();
      expect(within(card).getByText(formatDate(order.created_at, language))).toBeInTheDocument();
      expect(within(card).getByText(words.items)).toBeInTheDocument();
      // Only the order whose payment failed offers to pay again, and the link opens its card form.
      const payAgain = within(card).queryByRole('link', { name: new RegExp(`^${words.payAgain}`) });
      if (order.status.key === 're_paid') expect(payAgain).toHaveAttribute('href', `/OrderDetails/${order.id}?pay=true`);
      else expect(payAgain).not.toBeInTheDocument();
    }
    // One page only: no paging.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it.each(['en', 'ar'] as const)('in %s on a desktop, shows a table of the orders', async (language) => {
    restoreScreen = onDesktop();
    const orders = ordersOf(language);
    const words = WORDS[language];
    await showOrders(language);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(orders.length);
    for (const [index, order] of orders.entries()) {
      const row = rows[index]!;
      expect(within(row).getByRole('rowheader')).toHaveTextContent(order.order_number);
      expect(within(row).getByRole('link', { name: order.order_number })).toHaveAttribute('href', `/OrderDetails/${order.id}`);
      expect(within(row).getByText(words.statuses[order.status.key as keyof typeof words.statuses])).toBeInTheDocument();
      expect(within(row).getByText(money(order.total, language))).toBeInTheDocument();
    }
    expect(within(rows[0]!).getByRole('link', { name: new RegExp(`^${words.payAgain}.*${orders[0].order_number}`) })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it.each(['en', 'ar'] as const)('in %s, a card order left unpaid (3-D Secure abandoned) has its way to pay in the list', async (language) => {
    const token = signInNewShopper();
    const placed = await placeOrderInMock(token, 'card');
    await renderPage(language, { path: '/orders', pages: { '/orders': OrdersRoute }, shopper: token });
    const card = (await screen.findAllByRole('article')).find((item) => within(item).queryByRole('heading', { name: placed.order_number }))!;
    const pay = within(card).getByRole('link', { name: new RegExp(`^${WORDS[language].completePayment}`) });
    expect(pay).toHaveAttribute('href', `/OrderDetails/${placed.id}?pay=true`);
    expect(pay).toHaveTextContent(new RegExp(`${WORDS[language].forOrder}.*${placed.order_number}`));
  });

  it.each([
    ['en', 'Tamara instalments'],
    ['ar', 'تقسيط عبر تمارا'],
  ] as const)('in %s, names an instalment order\'s way to pay: %s', async (language, method) => {
    const token = signInNewShopper();
    const placed = await placeOrderInMock(token, 'tamara');
    await renderPage(language, { path: '/orders', pages: { '/orders': OrdersRoute }, shopper: token });
    const card = (await screen.findAllByRole('article')).find((item) => within(item).queryByRole('heading', { name: placed.order_number }))!;
    expect(within(card).getByText(method)).toBeInTheDocument();
    // The examples' orders keep theirs.
    expect(within(screen.getAllByRole('article')[1]!).queryByText(method)).not.toBeInTheDocument();
  });

  it.each(['en', 'ar'] as const)('in %s, says there are no orders yet and leads to the store', async (language) => {
    forceAnswer('example=empty', { path: '/orders' });
    await showOrders(language);
    expect(await screen.findByText(i18n._(emptyStates.orders))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: language === 'en' ? 'Browse the store' : 'تصفّح المتجر' })).toHaveAttribute('href', '/Store');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says the list failed to load and loads it again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the router logs the failed match
    const stopFailing = forceAnswer('code=500', { path: '/orders' });
    await showOrders('en');
    // A 5xx is tried again twice before the page gives up.
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('heading', { level: 1, name: i18n._(errors.unavailable) })).toBeInTheDocument();
    stopFailing();
    await userEvent.click(retry);
    expect(await screen.findAllByRole('article')).toHaveLength(ordersOf('en').length);
  });

  it('pages through the orders when there are more pages, the page in the address', async () => {
    const calls = watchCalls();
    // The mock's list has one page: this answer says there are three, and that it is the page asked for.
    changeAnswer({ path: '/orders', method: 'GET' }, (answer, request) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      return { ...answer, meta: { ...answer.meta, current_page: page, last_page: 3, total: 30 } };
    });
    const { router } = await showOrders('en', '/orders?page=2');
    const pages = await screen.findByRole('navigation', { name: 'Pages of orders' });
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 3 }));
    await waitFor(() => expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page'));
    expect(calls.filter((call) => call === 'GET /orders')).toHaveLength(2);
  });
});
