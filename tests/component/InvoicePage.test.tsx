// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QRCodeSVG } from 'qrcode.react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Invoice } from '../../src/features/orders';
import { Route as InvoiceRoute } from '../../src/routes/_authenticated/OrderDetails.$orderDetailsId_.invoice';
import { formatMoney, formatNumber } from '../../src/shared/format';
import { mockApi } from '../contract/contract';
import { forceAnswer } from './apiSpies';
import { placeOrderInMock, signInNewShopper } from './mockData';
import { renderPage } from './renderPage';

type Language = 'ar' | 'en';

/** A shopper new to the mock's memory: its orders 5001–5003 come from the contract's examples. */
let token = '';
beforeEach(() => {
  token = signInNewShopper();
});

/** The invoice as the mock answers it to this shopper, in a language: the figures the page must show. */
async function invoiceFromMock(orderId: number, language: Language): Promise<Invoice> {
  const response = await fetch(`${mockApi}/orders/${orderId}/invoice`, { headers: { Authorization: `Bearer ${token}`, JWT: token, lang: language } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Invoice }).data;
}

const showInvoice = (language: Language, orderId: number | string) =>
  renderPage(language, { path: `/OrderDetails/${orderId}/invoice`, pages: { '/OrderDetails/$orderDetailsId/invoice': InvoiceRoute }, shopper: token });

const WORDS = {
  en: {
    title: 'Simplified tax invoice',
    items: /^Items/,
    columns: { karat: 'Karat', purity: 'Purity', weight: 'Weight', making: 'Making charge', beforeVat: 'Price before VAT', rate: 'VAT rate', vat: 'VAT amount', total: 'Total with VAT' },
    karat: (k: number) => `${k}K`,
    grams: (g: string) => `${g} g`,
    vatNumber: 'VAT number',
    cr: 'Commercial registration',
    sums: { subtotal: 'Subtotal (VAT included)', delivery: 'Delivery', beforeVat: 'Total before VAT', vat: 'VAT', total: 'Total with VAT' },
    totals: 'Totals',
    qr: 'QR code of the tax invoice',
    notFound: 'Order not found',
    retry: 'Try again',
  },
  ar: {
    title: 'فاتورة ضريبية مبسطة',
    items: /^الأصناف/,
    columns: { karat: 'العيار', purity: 'النقاوة', weight: 'الوزن', making: 'المصنعية', beforeVat: 'السعر قبل الضريبة', rate: 'نسبة الضريبة', vat: 'مبلغ الضريبة', total: 'الإجمالي شامل الضريبة' },
    karat: (k: number) => `عيار ${k}`,
    grams: (g: string) => `${g} جرام`,
    vatNumber: 'الرقم الضريبي',
    cr: 'السجل التجاري',
    sums: { subtotal: 'المجموع الفرعي (شامل الضريبة)', delivery: 'التوصيل', beforeVat: 'الإجمالي قبل الضريبة', vat: 'ضريبة القيمة المضافة', total: 'الإجمالي شامل الضريبة' },
    totals: 'الإجماليات',
    qr: 'رمز الاستجابة السريعة للفاتورة الضريبية',
    notFound: 'الطلب غير موجود',
    retry: 'حاول مرة أخرى',
  },
} as const;

/** Text as a reader gets it: no isolation marks, plain spaces (Testing Library's own normalisation). */
const plain = (text: string | null) => (text ?? '').replace(/[\u2068\u2069]/g, '').replace(/\s+/g, ' ').trim();

/** The value beside a label in a list of facts or sums (a <dl>), inside `container`. */
const valueOf = (container: HTMLElement, label: string) => plain(within(container).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent);

describe('the simplified tax invoice', () => {
  it.each(['en', 'ar'] as const)('in %s, shows the seller, one row a piece with its figures, the totals and the QR of order 5001', async (language) => {
    const invoice = await invoiceFromMock(5001, language);
    const words = WORDS[language];
    const amount = (value: number) => formatNumber(value);
    const money = (value: number) => plain(formatMoney(value, language));
    await showInvoice(language, 5001);

    expect(await screen.findByRole('heading', { level: 1, name: WORDS[language].title })).toBeInTheDocument();
    // Arabic is required on the invoice: the English page shows the Arabic title too.
    expect(screen.getByText(WORDS.ar.title).closest(language === 'en' ? '[lang="ar"]' : 'h1')).not.toBeNull();
    expect(screen.getByText(invoice.number)).toBeInTheDocument();

    const seller = screen.getByRole('region', { name: language === 'en' ? 'Seller' : 'البائع' });
    expect(within(seller).getByText(invoice.seller.name)).toBeInTheDocument();
    expect(valueOf(seller, words.vatNumber)).toBe(invoice.seller.vat_number);
    expect(valueOf(seller, words.cr)).toBe(invoice.seller.commercial_registration);
    expect(within(screen.getByRole('region', { name: language === 'en' ? 'Buyer' : 'المشتري' })).getByText(invoice.buyer.name)).toBeInTheDocument();

    // One row a piece; each figure read under its column's header.
    const table = screen.getByRole('table', { name: words.items });
    const headers = within(table).getAllByRole('columnheader').map((header) => plain(header.textContent));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(invoice.lines.length);
    // The order has a zero-rated investment bar and 15% jewellery: both rates are checked.
    expect(invoice.lines.map((line) => line.vat_rate).sort()).toEqual([0, 0.15]);
    for (const [index, line] of invoice.lines.entries()) {
      const row = rows[index]!;
      expect(within(row).getByRole('rowheader')).toHaveTextContent(line.description);
      const cell = (column: string) => plain(within(row).getAllByRole('cell')[headers.indexOf(column) - 1]!.textContent);
      expect(cell(words.columns.karat)).toBe(words.karat(line.karat));
      expect(cell(words.columns.purity)).toBe(String(line.purity));
      expect(cell(words.columns.weight)).toBe(words.grams(String(line.weight)));
      expect(cell(words.columns.making)).toBe(amount(line.making_charge!));
      expect(cell(words.columns.beforeVat)).toBe(amount(line.price_before_vat));
      expect(cell(words.columns.rate)).toBe(line.vat_rate === 0 ? '0%' : '15%');
      expect(cell(words.columns.vat)).toBe(amount(line.vat_amount));
      expect(cell(words.columns.total)).toBe(amount(line.total));
    }

    const totals = screen.getByRole('region', { name: words.totals });
    expect(valueOf(totals, words.sums.subtotal)).toBe(money(invoice.subtotal));
    expect(valueOf(totals, words.sums.delivery)).toBe(money(invoice.delivery));
    expect(valueOf(totals, words.sums.beforeVat)).toBe(money(invoice.total_before_vat));
    expect(valueOf(totals, words.sums.vat)).toBe(money(invoice.vat));
    expect(valueOf(totals, words.sums.total)).toBe(money(invoice.total));

    // The QR draws the backend's text as it came: the same modules as a QR of that very string.
    const qr = screen.getByRole('img', { name: words.qr });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    const expected = renderToStaticMarkup(<QRCodeSVG value={invoice.qr} size={148} marginSize={4} level="M" />);
    const drawn = (svg: string | Element) => (typeof svg === 'string' ? svg : svg.outerHTML).match(/<path[^>]* d="([^"]+)"/g)!.at(-1);
    expect(drawn(qr)).toBe(drawn(expected));
  });

  it.each([
    ['en', 'Payment method', 'Card', 'Tamara instalments'],
    ['ar', 'طريقة الدفع', 'بطاقة', 'تقسيط عبر تمارا'],
  ] as const)('in %s, names the way the order was paid: "%s"', async (language, label, card, instalments) => {
    const invoiceHead = () => screen.getByRole('article', { name: WORDS[language].title });
    const first = await showInvoice(language, 5001);
    await screen.findByRole('heading', { level: 1, name: WORDS[language].title });
    expect(valueOf(invoiceHead(), label)).toBe(card);
    first.unmount();
    const placed = await placeOrderInMock(token, 'tamara');
    await showInvoice(language, placed.id);
    await screen.findByRole('heading', { level: 1, name: WORDS[language].title });
    expect(valueOf(invoiceHead(), label)).toBe(instalments);
  });

  it('adds up: the figures of order 5001 agree with each other', async () => {
    // A guard on the numbers the page shows: the lines make the subtotal, the total splits into its VAT.
    const invoice = await invoiceFromMock(5001, 'en');
    const cents = (value: number) => Math.round(value * 100);
    expect(invoice.lines.reduce((sum, line) => sum + cents(line.total), 0)).toBe(cents(invoice.subtotal));
    expect(cents(invoice.subtotal) - cents(invoice.discount) + cents(invoice.delivery)).toBe(cents(invoice.total));
    expect(cents(invoice.total_before_vat) + cents(invoice.vat)).toBe(cents(invoice.total));
  });

  it.each(['en', 'ar'] as const)('in %s, says an order that is not the shopper’s is not found', async (language) => {
    await showInvoice(language, 999999);
    expect(await screen.findByRole('heading', { level: 1, name: WORDS[language].notFound })).toBeInTheDocument();
  });

  it('offers a retry when the invoice fails to load, and shows it once it loads', async () => {
    const stopForcing = forceAnswer('code=500', { path: '/orders/{orderId}/invoice', method: 'get' });
    await showInvoice('en', 5001);
    const retry = await screen.findByRole('button', { name: WORDS.en.retry });
    stopForcing();
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: WORDS.en.title })).toBeInTheDocument();
  });
});
