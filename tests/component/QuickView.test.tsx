// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../sdk';
import { type Product } from '../../src/features/catalogue';
import { ProductCard } from '../../src/features/products';
import { holdCalls } from './apiSpies';
import { PROVIDERS, SPLIT_LINE, splitLines } from './instalmentSplits';
import { productOf } from './mockData';
import { renderPage } from './renderPage';

const WORDS = {
  en: {
    quickView: 'Quick view',
    quantity: 'Quantity',
    minus: 'Decrease quantity',
    plus: 'Increase quantity',
    add: 'Add to cart',
    added: (title: string) => `«\u2068${title}\u2069» added to the cart`,
    inStock: 'In stock: 4 pieces',
    outOfStock: 'Out of stock',
    notAvailable: 'Not available',
    weight: '15.3 g',
    karat: '21K',
    customText: 'Choose your text on the product page',
  },
  ar: {
    quickView: 'عرض سريع',
    quantity: 'الكمية',
    minus: 'إنقاص الكمية',
    plus: 'زيادة الكمية',
    add: 'أضف إلى السلة',
    added: (title: string) => `تمت إضافة «\u2068${title}\u2069» إلى السلة`,
    inStock: 'متوفر: 4 قطع',
    outOfStock: 'نفد من المخزون',
    notAvailable: 'غير متوفر',
    weight: '15.3 جرام',
    karat: 'عيار 21',
    customText: 'اختر النص في صفحة المنتج',
  },
} as const;

/** Opens the quick view from the product's card; returns the dialog. */
async function openQuickView(language: Language, product: Product) {
  await renderPage(language, { ui: () => <ProductCard product={product} />, shopper: 'new' });
  const card = within(await screen.findByRole('article', { name: product.title }));
  await userEvent.click(card.getByRole('link', { name: WORDS[language].quickView }));
  // The dialog's code loads on the first opening.
  return within(await screen.findByRole('dialog', { name: product.title }));
}

describe('the quick view', () => {
  it.each(['en', 'ar'] as const)('shows the product: subtitle, stock, karat, weight, size, category and gold value (%s)', async (language) => {
    const product = productOf(108, language); // 21K rope chain: 15.3 g, size 45, 4 in stock
    const words = WORDS[language];
    const dialog = await openQuickView(language, product);
    expect(dialog.getByText(product.subtitle)).toBeInTheDocument();
    expect(dialog.getByText(words.inStock)).toBeInTheDocument();
    expect(dialog.getByText(words.karat)).toBeInTheDocument();
    expect(dialog.getByText(words.weight)).toBeInTheDocument();
    expect(dialog.getByText('45')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: product.category.title })).toHaveAttribute('href', `/category/5/${encodeURIComponent(product.category.title)}`);
    expect(dialog.getByRole('img', { name: product.title })).toBeInTheDocument();
    expect(await dialog.findByRole('region', { name: language === 'en' ? 'Gold value of this piece' : 'القيمة الذهبية لهذه القطعة' })).toBeInTheDocument();
  });

  it.each(['en', 'ar'] as const)('counts from 1 to the stock, and the price follows with 2 decimals (%s)', async (language) => {
    const words = WORDS[language];
    const dialog = await openQuickView(language, productOf(108, language)); // 5,390.25 SAR, 4 in stock
    const quantity = dialog.getByRole('textbox', { name: words.quantity });
    const minus = dialog.getByRole('button', { name: words.minus });
    const plus = dialog.getByRole('button', { name: words.plus });
    expect(quantity).toHaveValue('1');
    expect(minus).toBeDisabled(); // never below 1
    expect(dialog.getByText('5,390.25', { exact: false })).toBeInTheDocument();

    await userEvent.click(plus);
    expect(quantity).toHaveValue('2');
    expect(dialog.getByText('10,780.50', { exact: false })).toBeInTheDocument();
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(quantity).toHaveValue('4');
    expect(plus).toBeDisabled(); // stops at the stock
    expect(dialog.getByText('21,561.00', { exact: false })).toBeInTheDocument();

    await userEvent.click(minus);
    expect(quantity).toHaveValue('3');
    expect(dialog.getByText('16,170.75', { exact: false })).toBeInTheDocument();
  });

  it.each(['en', 'ar'] as const)('splits the price for that many by each provider whose limits hold it (%s)', async (language) => {
    const line = SPLIT_LINE[language];
    const { tabby, tamara } = PROVIDERS[language];
    const product = productOf(108, language); // 5,390.25 SAR; Tabby takes up to 10,000 SAR, Tamara up to 20,000
    const dialog = await openQuickView(language, product);
    const inDialog = () => splitLines(language, screen.getByRole('dialog', { name: product.title }));
    await waitFor(() => expect(inDialog()).toEqual([line(4, '1,347.56', tabby), line(3, '1,796.75', tamara)]));
    await userEvent.click(dialog.getByRole('button', { name: WORDS[language].plus }));
    expect(inDialog()).toEqual([line(3, '3,593.50', tamara)]);
    await userEvent.click(dialog.getByRole('button', { name: WORDS[language].minus }));
    expect(inDialog()).toEqual([line(4, '1,347.56', tabby), line(3, '1,796.75', tamara)]);
  });

  it('brings a typed number above the stock back to the stock', async () => {
    const dialog = await openQuickView('en', productOf(108, 'en'));
    const quantity = dialog.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '9');
    expect(quantity).toHaveValue('4');
    expect(dialog.getByText('21,561.00', { exact: false })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('takes Arabic-Indic digits, ignores letters, and keeps the last quantity while the field is empty', async () => {
    const dialog = await openQuickView('ar', productOf(108, 'ar'));
    const quantity = dialog.getByRole('textbox', { name: 'الكمية' });
    await userEvent.clear(quantity);
    expect(quantity).toHaveValue('');
    await userEvent.type(quantity, 'x٣');
    expect(quantity).toHaveValue('3');
    await userEvent.clear(quantity);
    await userEvent.tab();
    expect(quantity).toHaveValue('3');
  });

  it.each(['en', 'ar'] as const)('adds to the cart with a spinner, then closes; the counter starts at 1 again (%s)', async (language) => {
    const words = WORDS[language];
    const product = productOf(108, language);
    const dialog = await openQuickView(language, product);
    await userEvent.click(dialog.getByRole('button', { name: words.plus }));
    const release = holdCalls('/products/{id}/add-to-cart');
    const add = dialog.getByRole('button', { name: words.add });
    await userEvent.click(add);
    expect(add).toBeDisabled();
    expect(add).toHaveAttribute('data-loading', 'true');

    release();
    expect(await screen.findByText(words.added(product.title))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('link', { name: words.quickView }));
    const again = within(await screen.findByRole('dialog', { name: product.title }));
    expect(again.getByRole('textbox', { name: words.quantity })).toHaveValue('1');
  });

  it.each(['en', 'ar'] as const)('says clearly when it is out of stock, and cannot add (%s)', async (language) => {
    const words = WORDS[language];
    const dialog = await openQuickView(language, productOf(103, language)); // the 50 g bar: none left
    expect(dialog.getByText(words.outOfStock)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: words.add })).toBeDisabled();
    expect(dialog.getByRole('button', { name: words.plus })).toBeDisabled();
    // Its size is 0: not available.
    expect(dialog.getByText(words.notAvailable)).toBeInTheDocument();
  });

  it.each(['en', 'ar'] as const)('copes with an unknown weight, and sends a product that needs the shopper text to its page (%s)', async (language) => {
    const words = WORDS[language];
    const dialog = await openQuickView(language, productOf(109, language)); // the name necklace: no weight
    expect(dialog.getByText(words.notAvailable)).toBeInTheDocument();
    expect(dialog.queryByRole('region')).not.toBeInTheDocument(); // no gold value without a weight
    expect(dialog.queryByRole('button', { name: words.add })).not.toBeInTheDocument();
    expect(dialog.queryByRole('textbox', { name: words.quantity })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('link', { name: words.customText }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/products/109');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('goes to the category from its tag and closes', async () => {
    const product = productOf(108, 'en');
    const dialog = await openQuickView('en', product);
    await userEvent.click(dialog.getByRole('link', { name: 'Chains' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/category/5/Chains');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
