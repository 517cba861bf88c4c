// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route as OrderDetailsRoute } from '../../src/routes/_authenticated/OrderDetails.$orderDetailsId';
import { formatMoney } from '../../src/shared/format';
import { errors } from '../../src/shared/messages';
import { contract, deref } from '../contract/contract';
import { bodiesOf, forceAnswer, recordCalls, watchCalls } from './apiSpies';
import { placeOrderInMock, signInNewShopper } from './mockData';
import { renderPage } from './renderPage';

/* eslint-disable @typescript-eslint/no-explicit-any -- the contract's examples are plain JSON */
const orderOf = (name: string): any =>
  deref(contract.paths['/orders/{orderId}'].get.responses['200'].content['application/json'].examples[name]).value.data;
const confirmationOf = (name: string): any =>
  deref(contract.paths['/orders/{orderId}/confirm-payment'].post.responses['200'].content['application/json'].examples[name]).value.data;

type Language = 'ar' | 'en';

/** An amount as the screen reads (Testing Library turns the no-break space into a space). */
const money = (amount: number, language: Language) => formatMoney(amount, language).replace(/\s/g, ' ');

/** A shopper new to the mock's memory, whose orders the tests place before showing them. */
let token = '';
beforeEach(() => {
  token = signInNewShopper();
});

/**
 * The page under StrictMode, as the app runs in development (src/main.tsx): effects run twice on
 * mount, and the payment must still be confirmed once.
 */
const showOrder = (language: Language, path: string) =>
  renderPage(language, {
    path,
    pages: { '/OrderDetails/$orderDetailsId': OrderDetailsRoute, '/orders': () => <p>the orders page</p> },
    shopper: token,
    strict: true,
  });

const WORDS = {
  en: { quantity: 'Quantity: 1', karat: (k: number) => `${k}K`, grams: (g: number) => `${g} g`, subtotal: 'Subtotal', delivery: 'Delivery', vat: 'VAT (included in the prices)', total: 'Total', card: 'Card', paid: 'Paid', successful: 'Successful', delivered: 'Delivered', payAgain: 'Pay again', order: (n: string) => `Order ${n}` },
  ar: { quantity: 'الكمية: 1', karat: (k: number) => `عيار ${k}`, grams: (g: number) => `${g} جرام`, subtotal: 'المجموع الفرعي', delivery: 'التوصيل', vat: 'ضريبة القيمة المضافة (مشمولة في الأسعار)', total: 'الإجمالي', card: 'بطاقة', paid: 'مدفوع', successful: 'ناجحة', delivered: 'تم التوصيل', payAgain: 'ادفع مرة أخرى', order: (n: string) => `الطلب ${n}` },
} as const;

/** The amount shown beside a label of the order summary (a <dl>). */
function sumOf(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling!.textContent!.replace(/\s/g, ' ');
}

describe('an order’s details', () => {
  it.each(['en', 'ar'] as const)('in %s, shows the items, sums, address, payment and transactions', async (language) => {
    const order = orderOf(language);
    const words = WORDS[language];
    await showOrder(language, `/OrderDetails/${order.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: words.order(order.order_number) })).toBeInTheDocument();
    expect(screen.getAllByText(words.delivered).length).toBeGreaterThan(0);

    const items = within(screen.getByRole('region', { name: language === 'en' ? 'Items' : 'المنتجات' })).getAllByRole('listitem');
    expect(items).toHaveLength(order.items.length);
    for (const [index, item] of order.items.entries()) {
      const row = items[index]!;
      expect(within(row).getByRole('link', { name: item.title })).toHaveAttribute('href', `/products/${item.product_id}`);
      expect(row).toHaveTextContent(words.karat(item.karat));
      expect(row).toHaveTextContent(words.grams(item.weight));
      expect(row).toHaveTextContent(words.quantity);
      expect(row.textContent!.replace(/\s/g, ' ')).toContain(money(item.unit_price, language));
      expect(row.textContent!.replace(/\s/g, ' ')).toContain(money(item.total_price, language));
    }

    expect(sumOf(words.subtotal)).toBe(money(order.subtotal, language));
    expect(sumOf(words.delivery)).toBe(money(order.delivery_cost, language));
    expect(sumOf(words.vat)).toBe(money(order.vat, language));
    expect(sumOf(words.total)).toBe(money(order.total, language));

    expect(screen.getByText(order.address.receiver_name)).toBeInTheDocument();
    expect(screen.getByText(order.shipping_company.name)).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: language === 'en' ? 'Payment' : 'الدفع' });
    expect(within(payment).getByText(words.card)).toBeInTheDocument();
    expect(within(payment).getByText(words.paid)).toBeInTheDocument();

    // A phone shows each transaction as a card: id, reason, status, amount.
    const transactions = screen.getByRole('region', { name: language === 'en' ? 'Transactions' : 'العمليات المالية' });
    const [transaction] = order.transactions;
    expect(within(transactions).getByText(transaction.transaction_id)).toBeInTheDocument();
    expect(within(transactions).getByText(transaction.reason)).toBeInTheDocument();
    expect(within(transactions).getByText(words.successful)).toBeInTheDocument();
    expect(within(transactions).getByText(money(transaction.amount, language))).toBeInTheDocument();

    // A paid order has nothing to pay.
    expect(screen.queryByRole('heading', { name: words.payAgain })).not.toBeInTheDocument();
  });

  it.each(['en', 'ar'] as const)('in %s, offers to pay again an order whose payment failed (re_paid)', async (language) => {
    forceAnswer('example=failed-payment', { path: '/orders/{orderId}', method: 'get' });
    const order = orderOf('failed-payment');
    await showOrder(language, `/OrderDetails/${order.id}?pay=1`);
    const heading = await screen.findByRole('heading', { level: 2, name: WORDS[language].payAgain });
    const section = screen.getByRole('region', { name: WORDS[language].payAgain });
    // E's card form, for this order's total.
    expect(within(section).getByRole('textbox', { name: language === 'en' ? /card number/i : /رقم البطاقة/ })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: new RegExp(money(order.total, language).replace(/[.]/g, '\\.').replace(/ /g, '\\s')) })).toBeInTheDocument();
    // Opened from the list's "Pay again": the keyboard is on the form's heading.
    await waitFor(() => expect(heading).toHaveFocus());
    // The failed transaction and its reason are listed; the custom text of the name necklace shown.
    expect(screen.getByText(order.transactions[0].reason)).toBeInTheDocument();
    expect(screen.getByText('Sara')).toBeInTheDocument();
  });

  it('confirms the payment once when the shopper comes back from the gateway, shows it paid and cleans the address', async () => {
    // The shopper's order 5004, placed in the mock's memory; the mock gateway declined nothing.
    await placeOrderInMock(token);
    const calls = watchCalls();
    const paid = confirmationOf('en');
    const { router } = await showOrder('en', `/OrderDetails/${paid.order_id}?id=${paid.transaction.transaction_id}&status=paid&message=APPROVED`);
    expect(await screen.findByText('Payment completed')).toBeInTheDocument();
    expect(screen.getByText(/We received your payment of/).textContent!.replace(/\s/g, ' ')).toContain(money(paid.transaction.amount, 'en'));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(router.state.location.pathname).toBe(`/OrderDetails/${paid.order_id}`);
    // The banner stays after the address is cleaned; the call was made once, the order read again.
    expect(screen.getByText('Payment completed')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call === 'GET /orders/{orderId}').length).toBeGreaterThanOrEqual(2));
    expect(calls.filter((call) => call === 'POST /orders/{orderId}/confirm-payment')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Pay again' })).not.toBeInTheDocument();
  });

  it('sends the payment id from the address to confirm-payment, not the status the address claims', async () => {
    await placeOrderInMock(token);
    const confirmations = recordCalls({ path: '/orders/{orderId}/confirm-payment' });
    forceAnswer('example=declined', { path: '/orders/{orderId}/confirm-payment' });
    // The address says paid; the backend says declined, and the backend is believed.
    await showOrder('en', '/OrderDetails/5004?id=pay_abc123&status=paid&message=APPROVED');
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n._(errors.paymentFailed));
    expect(bodiesOf(confirmations)).toEqual([{ payment_id: 'pay_abc123' }]);
  });

  it.each(['en', 'ar'] as const)('in %s, shows "Error in payment" with the reason and the pay-again form when the bank declined', async (language) => {
    await placeOrderInMock(token);
    // The declined answer in the shopper's language (the contract's `declined` is English).
    const example = language === 'ar' ? 'declined-ar' : 'declined';
    forceAnswer(`example=${example}`, { path: '/orders/{orderId}/confirm-payment' });
    const declined = confirmationOf(example);
    const { router } = await showOrder(language, `/OrderDetails/${declined.order_id}?id=${declined.transaction.transaction_id}&status=failed&message=DECLINED`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(i18n._(errors.paymentFailed))).toBeInTheDocument();
    expect(within(alert).getByText(declined.transaction.reason)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: WORDS[language].payAgain })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('says the bank is still confirming a pending payment, and asks again on refresh', async () => {
    await placeOrderInMock(token);
    const calls = watchCalls();
    forceAnswer('example=pending', { path: '/orders/{orderId}/confirm-payment' });
    await showOrder('en', '/OrderDetails/5004?id=pay_abc123&status=initiated');
    expect(await screen.findByText('We are confirming your payment')).toBeInTheDocument();
    // No second payment while the bank decides.
    expect(screen.queryByRole('heading', { name: /Pay again|Complete payment/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls.filter((call) => call === 'POST /orders/{orderId}/confirm-payment')).toHaveLength(2));
    expect(await screen.findByText('We are confirming your payment')).toBeInTheDocument();
  });

  it.each([
    ['en', { placed: 'Order placed successfully', later: 'Complete your order by bank transfer', amount: 'Amount to transfer', bank: 'Bank', iban: 'IBAN', copy: 'Copy IBAN', bankName: 'Al Rajhi Bank' }],
    ['ar', { placed: 'تم تنفيذ الطلب بنجاح', later: 'أكمل طلبك بالتحويل البنكي', amount: 'المبلغ المطلوب تحويله', bank: 'البنك', iban: 'رقم الآيبان', copy: 'نسخ الآيبان', bankName: 'مصرف الراجحي' }],
  ] as const)('in %s, shows a bank-transfer order the account to transfer to until it is paid, just placed or opened later', async (language, w) => {
    const order = await placeOrderInMock(token, 'bank_transfer');
    const facts = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling!.textContent!.replace(/[\s\u2068\u2069]/g, ' ');
    await showOrder(language, `/OrderDetails/${order.id}?placed=true`);
    const heading = await screen.findByRole('heading', { level: 2, name: w.placed });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(facts(w.amount)).toBe(money(order.total, language));
    expect(facts(w.bank)).toBe(w.bankName);
    expect(facts(w.iban)).toContain('SA03 8000 0000 6080 1016 7519');
    expect(screen.getByRole('button', { name: w.copy })).toBeInTheDocument();
  });

  it('shows the transfer instructions again from a plain link, not to a paid bank-transfer order', async () => {
    const order = await placeOrderInMock(token, 'bank_transfer');
    const first = await showOrder('en', `/OrderDetails/${order.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Complete your order by bank transfer' })).not.toHaveFocus();
    first.unmount();
    // ORD-5002 of every new shopper: a bank transfer already paid.
    await showOrder('en', '/OrderDetails/5002');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ORD-5002' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /bank transfer/ })).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Payment', 'Tamara instalments'],
    ['ar', 'الدفع', 'تقسيط عبر تمارا'],
  ] as const)('in %s, names an instalment order\'s way to pay in its payment box: %s', async (language, box, method) => {
    const order = await placeOrderInMock(token, 'tamara');
    await showOrder(language, `/OrderDetails/${order.id}`);
    const payment = await screen.findByRole('region', { name: box });
    expect(within(payment).getByText(method)).toBeInTheDocument();
  });

  it.each(['en', 'ar'] as const)('in %s, says the order is not found (404) and leads back to the orders', async (language) => {
    forceAnswer('code=404', { path: '/orders/{orderId}', method: 'get' });
    await showOrder(language, '/OrderDetails/999');
    const heading = await screen.findByRole('heading', { level: 1, name: language === 'en' ? 'Order not found' : 'الطلب غير موجود' });
    expect(heading).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: language === 'en' ? 'Back to my orders' : 'العودة إلى طلباتي' }));
    expect(await screen.findByText('the orders page')).toBeInTheDocument();
  });

  it('says the order failed to load and loads it again on retry', async () => {
    const stopFailing = forceAnswer('code=500', { path: '/orders/{orderId}' });
    await showOrder('en', '/OrderDetails/5001');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    stopFailing();
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${orderOf('en').order_number}` })).toBeInTheDocument();
  });
});
