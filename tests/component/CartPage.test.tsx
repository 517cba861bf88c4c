// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../sdk';
import { MobileBottomBar } from '../../src/app/layout/MobileBottomBar';
import { CartPage, useCartCount } from '../../src/features/cart';
import { contract, deref } from '../contract/contract';
import { Route as CartRoute } from '../../src/routes/_authenticated/cart';
import { forceAnswer, holdCalls, recordCalls, watchCalls, type SentCall } from './apiSpies';
import { PROVIDERS, SPLIT_LINE, splitLines } from './instalmentSplits';
import { renderPage } from './renderPage';

/* eslint-disable @typescript-eslint/no-explicit-any -- the contract's examples are plain JSON */
const cartOf = (name: string): { data: any[]; summary: any } =>
  deref(deref(contract.paths['/carts'].get.responses['200']).content['application/json'].examples[name]).value;

const WORDS = {
  en: {
    heading: 'Cart',
    summary: 'Order summary',
    remove: (title: string) => `Remove ${title} from the cart`,
    plus: 'Increase quantity',
    quantity: 'Quantity',
    subtotal: 'Subtotal',
    delivery: 'Delivery',
    total: 'Total',
    vat: 'VAT (included in prices)',
    couponDiscount: (code: string) => `Coupon discount (${code})`,
    checkout: 'Checkout',
    updated: 'Cart updated',
    updateFailed: 'Failed to update cart',
    removed: 'Product removed from cart',
    removeFailed: 'Failed to remove product from cart',
    undo: 'Undo',
    couponField: 'Coupon code',
    apply: 'Apply',
    couponRequired: 'Please enter a coupon code',
    couponApplied: 'Coupon applied',
    couponInvalid: 'The coupon is not valid',
    removeCoupon: 'Remove coupon',
    empty: 'No items in the cart',
    backToStore: 'Back to the store',
    money: (amount: string) => `${amount} SAR`,
    making: 'Making charge (before VAT): ',
    cartLink: 'Cart 3 items',
  },
  ar: {
    heading: 'السلة',
    summary: 'ملخص الطلب',
    remove: (title: string) => `إزالة ${title} من السلة`,
    plus: 'زيادة الكمية',
    quantity: 'الكمية',
    subtotal: 'المجموع الفرعي',
    delivery: 'التوصيل',
    total: 'الإجمالي',
    vat: 'ضريبة القيمة المضافة (مشمولة في الأسعار)',
    couponDiscount: (code: string) => `خصم القسيمة (${code})`,
    checkout: 'إتمام الشراء',
    updated: 'تم تحديث السلة',
    updateFailed: 'تعذّر تحديث السلة',
    removed: 'تم حذف المنتج من السلة',
    removeFailed: 'تعذّر حذف المنتج من السلة',
    undo: 'تراجع',
    couponField: 'رمز القسيمة',
    apply: 'تطبيق',
    couponRequired: 'يرجى إدخال رمز القسيمة',
    couponApplied: 'تم تطبيق القسيمة',
    couponInvalid: 'القسيمة غير صالحة',
    removeCoupon: 'إزالة القسيمة',
    empty: 'لا توجد منتجات في السلة',
    backToStore: 'العودة إلى المتجر',
    money: (amount: string) => `${amount} ر.س`,
    making: 'المصنعية (قبل الضريبة): ',
    cartLink: 'السلة 3 منتجات',
  },
} as const;

/** The header's count, on the page as in the app: it reads the same cart query. */
function CartCount() {
  return <output aria-label="cart count">{useCartCount()}</output>;
}

/** The cart of a shopper new to the mock, with the header's count. */
const showCart = (language: Language) =>
  renderPage(language, {
    ui: () => (
      <>
        <CartPage />
        <CartCount />
      </>
    ),
    shopper: 'new',
  });

const puts = (sent: SentCall[]) => sent.filter((call) => call.method === 'PUT' && call.path === '/carts/{cartItemId}');

/** The summary's rows, name → amount, as a screen reader pairs them. */
function totals(): Record<string, string> {
  const section = screen.getByRole('region', { name: new RegExp(`^(${WORDS.en.summary}|${WORDS.ar.summary})$`) });
  const rows: Record<string, string> = {};
  for (const term of within(section).getAllByRole('term')) {
    rows[term.textContent!.replace(/\s+/g, ' ').trim()] = term.nextElementSibling!.textContent!.replace(/\s+/g, ' ').trim();
  }
  return rows;
}

const lineOf = (title: string) => screen.findByRole('article', { name: title });
const nbsp = (text: string) => text.replace(/\s+/g, ' ');

describe('the cart page', () => {
  it.each(['en', 'ar'] as const)('in %s, shows every line and the summary', async (language) => {
    const words = WORDS[language];
    const { data: lines, summary } = cartOf(language);
    await showCart(language);
    expect(await screen.findByRole('heading', { level: 1, name: words.heading })).toBeInTheDocument();
    for (const line of lines) {
      const article = await lineOf(line.product.title);
      expect(within(article).getByRole('link', { name: line.product.title })).toHaveAttribute('href', `/products/${line.product.id}`);
      expect(within(article).getByRole('textbox', { name: words.quantity })).toHaveValue(String(line.quantity));
      expect(within(article).getByRole('button', { name: words.remove(line.product.title) })).toBeInTheDocument();
      if (line.custom_text) expect(article).toHaveTextContent(line.custom_text);
    }
    // The bangle: karat, purity, weight, unit price, its making charge and line total.
    const bangle = await lineOf(lines[1].product.title);
    expect(nbsp(bangle.textContent!)).toContain(language === 'en' ? '21K · Purity 875 · 22.8 g' : 'عيار 21 · نقاوة 875 · 22.8 جرام');
    expect(nbsp(bangle.textContent!)).toContain(`${words.making}${words.money('618.87')}`);
    expect(within(bangle).getAllByText(words.money('8,020.00'))).toHaveLength(2);

    expect(screen.getByRole('heading', { level: 2, name: words.summary })).toBeInTheDocument();
    expect(totals()).toEqual({
      [words.subtotal]: words.money('13,250.00'),
      [words.delivery]: words.money('50.00'),
      [words.total]: words.money('13,300.00'),
      [words.vat]: words.money('1,734.78'),
    });
    expect(summary.total).toBe(13300);
    for (const link of screen.getAllByRole('link', { name: words.checkout })) expect(link).toHaveAttribute('href', '/checkout');
  });

  it.each(['en', 'ar'] as const)('in %s, splits the total by each provider whose limits hold it, beside the summary', async (language) => {
    const words = WORDS[language];
    const line = SPLIT_LINE[language];
    const { tabby, tamara } = PROVIDERS[language];
    const bangle = cartOf(language).data[1]; // 8,020.00 SAR of the 13,300.00
    await showCart(language);
    const summary = await screen.findByRole('region', { name: words.summary });
    // 13,300.00 SAR is past Tabby's most (10,000): Tamara only.
    await waitFor(() => expect(splitLines(language, summary)).toEqual([line(3, '4,433.33', tamara)]));
    // Without the bangle the total is 5,280.00 SAR, which both take.
    await userEvent.click(within(await lineOf(bangle.product.title)).getByRole('button', { name: words.remove(bangle.product.title) }));
    await waitFor(() => expect(totals()[words.total]).toBe(words.money('5,280.00')));
    expect(splitLines(language, summary)).toEqual([line(4, '1,320.00', tabby), line(3, '1,760.00', tamara)]);
  });

  it('lifts the back-to-top button above the phone\'s checkout bar while the bar shows, and lets it down when the page goes', async () => {
    // jsdom lays nothing out: the bar is given a phone's height.
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(68);
    const root = document.documentElement.style;
    const { unmount } = await showCart('en');
    await screen.findByRole('heading', { level: 2, name: WORDS.en.summary });
    expect(root.getPropertyValue('--sticky-bottom-bar-size')).toBe('68px');
    unmount();
    expect(root.getPropertyValue('--sticky-bottom-bar-size')).toBe('');
    height.mockRestore();
  });

  it.each(['en', 'ar'] as const)('in %s, raises a quantity at once and sends it once, with the new summary', async (language) => {
    const words = WORDS[language];
    const earrings = cartOf(language).data[2];
    const sent = recordCalls();
    await showCart(language);
    const line = await lineOf(earrings.product.title);
    await userEvent.click(within(line).getByRole('button', { name: words.plus }));
    // At once: the quantity and the line total (3 × 1,890.00).
    expect(within(line).getByRole('textbox', { name: words.quantity })).toHaveValue('3');
    expect(within(line).getByText(words.money('5,670.00'))).toBeInTheDocument();
    // The line's making charge follows, at once, beside its total (3 × 221.15; it was 442.30 for 2).
    expect(within(line).getByText(words.money('663.45'))).toBeInTheDocument();
    expect(within(line).queryByText(words.money('442.30'))).not.toBeInTheDocument();
    expect(await screen.findByText(words.updated)).toBeInTheDocument();
    expect(puts(sent)).toHaveLength(1);
    expect(puts(sent)[0]).toMatchObject({ url: expect.stringMatching(/\/carts\/303$/), body: { quantity: 3 } });
    // The summary is the server's answer, and so is the line's making charge then.
    await waitFor(() => expect(totals()[words.total]).toBe(words.money('15,190.00')));
    expect(within(line).getByText(words.money('663.45'))).toBeInTheDocument();
  });

  it('clamps a typed quantity to the stock and sends only the last value of a burst', async () => {
    const necklace = cartOf('en').data[0]; // 10 in stock
    const sent = recordCalls();
    await showCart('en');
    const line = await lineOf(necklace.product.title);
    const field = within(line).getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(field);
    await userEvent.type(field, '25');
    expect(field).toHaveValue('10');
    expect(within(line).getByText('14,500.00 SAR')).toBeInTheDocument();
    expect(await screen.findByText('Cart updated')).toBeInTheDocument();
    // "2", then "25" clamped to 10: one call, with the last value.
    expect(puts(sent)).toEqual([expect.objectContaining({ url: expect.stringMatching(/\/carts\/301$/), body: { quantity: 10 } })]);
    // Plus is blocked at the stock, and the shopper is told why.
    expect(within(line).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(line).toHaveTextContent('Only 10 available');
  });

  it.each(['en', 'ar'] as const)('in %s, puts the quantity back with "Failed to update cart" when the call fails', async (language) => {
    const words = WORDS[language];
    const earrings = cartOf(language).data[2];
    forceAnswer('code=500', { path: '/carts/{cartItemId}', method: 'PUT' });
    await showCart(language);
    const line = await lineOf(earrings.product.title);
    await userEvent.click(within(line).getByRole('button', { name: words.plus }));
    expect(within(line).getByRole('textbox', { name: words.quantity })).toHaveValue('3');
    expect(await screen.findByText(words.updateFailed)).toBeInTheDocument();
    expect(within(line).getByRole('textbox', { name: words.quantity })).toHaveValue('2');
    expect(within(line).getByText(words.money('3,780.00'))).toBeInTheDocument();
    expect(totals()[words.total]).toBe(words.money('13,300.00'));
  });

  it.each(['en', 'ar'] as const)('in %s, removes a line at once, with the count, and undoes it with the same text', async (language) => {
    const words = WORDS[language];
    const necklace = cartOf(language).data[0];
    const sent = recordCalls();
    await showCart(language);
    const line = await lineOf(necklace.product.title);
    expect(screen.getByRole('status', { name: 'cart count' })).toHaveTextContent('3');
    await userEvent.click(within(line).getByRole('button', { name: words.remove(necklace.product.title) }));
    expect(screen.queryByRole('article', { name: necklace.product.title })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'cart count' })).toHaveTextContent('2');
    // The undo stands in the line's place and has the keyboard.
    const undo = screen.getByRole('button', { name: words.undo });
    expect(undo).toHaveFocus();
    expect(await screen.findByText(words.removed)).toBeInTheDocument();
    expect(sent).toContainEqual(expect.objectContaining({ method: 'DELETE', url: expect.stringMatching(/\/carts\/301$/) }));
    // The lines left: 13,250 − 1,450 for the necklace, + 50 delivery.
    await waitFor(() => expect(totals()[words.total]).toBe(words.money('11,850.00')));

    await userEvent.click(undo);
    expect(await lineOf(necklace.product.title)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: words.undo })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(sent).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          path: '/products/{id}/add-to-cart',
          url: expect.stringMatching(/\/products\/109\/add-to-cart$/),
          body: { variety_id: 1009, quantity: 1, custom_text: necklace.custom_text },
        }),
      ),
    );
    expect(await screen.findByText(words.updated)).toBeInTheDocument();
  });

  it('puts a removed line back in its place, with "Failed to remove product from cart", when the call fails', async () => {
    const lines = cartOf('en').data;
    forceAnswer('code=500', { path: '/carts/{cartItemId}', method: 'DELETE' });
    const release = holdCalls('/carts/{cartItemId}');
    await showCart('en');
    const line = await lineOf(lines[1].product.title);
    await userEvent.click(within(line).getByRole('button', { name: `Remove ${lines[1].product.title} from the cart` }));
    expect(screen.queryByRole('article', { name: lines[1].product.title })).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Failed to remove product from cart')).toBeInTheDocument();
    const titles = screen.getAllByRole('article').map((article) => within(article).getAllByRole('link')[0]!.textContent);
    expect(titles).toEqual(lines.map((item) => item.product.title));
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'cart count' })).toHaveTextContent('3');
  });

  it.each(['en', 'ar'] as const)('in %s, asks for a coupon code, applies one and removes it', async (language) => {
    const words = WORDS[language];
    await showCart(language);
    const field = await screen.findByRole('textbox', { name: words.couponField });
    await userEvent.click(screen.getByRole('button', { name: words.apply }));
    expect(field).toHaveAccessibleDescription(words.couponRequired);

    await userEvent.type(field, 'GOLD5');
    expect(field).not.toHaveAccessibleDescription(words.couponRequired);
    await userEvent.click(screen.getByRole('button', { name: words.apply }));
    expect(await screen.findByText(words.couponApplied)).toBeInTheDocument();
    await waitFor(() => expect(totals()[words.couponDiscount('GOLD5')]).toBe(`−${words.money('662.50')}`));
    expect(totals()[words.total]).toBe(words.money('12,637.50'));

    await userEvent.click(screen.getByRole('button', { name: words.removeCoupon }));
    expect(await screen.findByRole('textbox', { name: words.couponField })).toHaveValue('GOLD5');
    expect(totals()[words.couponDiscount('GOLD5')]).toBeUndefined();
    expect(totals()[words.total]).toBe(words.money('13,300.00'));
  });

  it.each(['en', 'ar'] as const)('in %s, shows the server\'s words for a refused coupon and keeps the code', async (language) => {
    const words = WORDS[language];
    forceAnswer('code=422', { path: '/coupon', method: 'POST' });
    await showCart(language);
    const field = await screen.findByRole('textbox', { name: words.couponField });
    await userEvent.type(field, 'NOPE10');
    await userEvent.click(screen.getByRole('button', { name: words.apply }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(words.couponInvalid));
    expect(field).toHaveValue('NOPE10');
    expect(totals()[words.total]).toBe(words.money('13,300.00'));
  });

  it.each(['en', 'ar'] as const)('in %s, says the cart is empty and leads back to the store', async (language) => {
    const words = WORDS[language];
    forceAnswer('example=empty', { path: '/carts', method: 'GET' });
    await showCart(language);
    expect(await screen.findByText(words.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.backToStore })).toHaveAttribute('href', '/Store');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: words.checkout })).not.toBeInTheDocument();
  });

  it.each(['en', 'ar'] as const)('in %s, draws the cart\'s skeleton under its heading while a slow cart comes', async (language) => {
    const release = holdCalls('/carts');
    const { container } = await renderPage(language, { path: '/cart', pages: { '/cart': CartRoute }, shopper: 'new' });
    expect(await screen.findByRole('heading', { level: 1, name: WORDS[language].heading })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    release();
    expect(await lineOf(cartOf(language).data[0].product.title)).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('shows the error page when the cart cannot be loaded; try again asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the router logs the failed match
    const stopFailing = forceAnswer('code=500', { path: '/carts', method: 'GET' });
    const calls = watchCalls();
    await renderPage('en', { path: '/cart', pages: { '/cart': CartRoute }, shopper: 'new' });
    expect(await screen.findByRole('heading', { level: 1, name: 'The store is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    stopFailing();
    const asked = calls.filter((call) => call === 'GET /carts').length;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await lineOf(cartOf('en').data[0].product.title)).toBeInTheDocument();
    expect(calls.filter((call) => call === 'GET /carts').length).toBeGreaterThan(asked);
  });
});

describe('the bottom bar cart link', () => {
  it.each(['en', 'ar'] as const)('in %s, is named by its visible text and then the count', async (language) => {
    const words = WORDS[language];
    await renderPage(language, { ui: () => <MobileBottomBar />, shopper: 'new' });
    const link = await screen.findByRole('link', { name: new RegExp(`^${words.cartLink.replace(' ', ' ?')}$`) });
    // The name starts with the visible text. (jsdom drops the space before the hidden count that
    // Chromium keeps: "Cart 3 items" there, as the browser tests' axe run checks.)
    const visible = link.querySelector('[class*="label"]')!.textContent!;
    expect(visible).toBe(words.cartLink.split(' ')[0]);
    // No text before it either: the badge's number is drawn by CSS, not a text node ("3Cart").
    expect(link.textContent!.startsWith(visible)).toBe(true);
    expect(link).toHaveAttribute('href', '/cart');
    expect(link).not.toHaveAttribute('aria-label');
  });
});
