// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../sdk';
import { ProductDetailsView } from '../../src/features/product-page/ProductPage';
import type { ProductDetails } from '../../src/features/catalogue';
import { formatMoneyParts } from '../../src/shared/format';
import { contract } from '../contract/contract';
import { seeEverythingInView } from './everythingInView';
import { Route as ProductRoute } from '../../src/routes/products.$productId';
import { forceAnswer, holdCalls, recordCalls, watchCalls } from './apiSpies';
import { PROVIDERS, SPLIT_LINE, splitLines } from './instalmentSplits';
import { renderPage } from './renderPage';

seeEverythingInView();

const productExamples = contract.paths['/products/{id}'].get.responses['200'].content['application/json'].examples;
const productIn = (name: string) => productExamples[name].value.data as ProductDetails;
const firstRelated = (language: Language): string =>
  contract.paths['/products/{id}/related'].get.responses['200'].content['application/json'].examples[language].value.data[0].title;
const firstComment = (language: Language): string =>
  contract.paths['/products/{id}/comments'].get.responses['200'].content['application/json'].examples[language].value.data[0].name;

const WORDS = {
  en: { unavailable: 'The store is temporarily unavailable', retry: 'Try again', karat: '21K', weight: '15.3 g', notAvailable: 'Not available', stock: 'In stock: 4 pieces', notFound: 'Product not found', back: 'Back to the store', perGram: 'Price per gram' },
  ar: { unavailable: 'المتجر غير متاح مؤقتًا', retry: 'حاول مرة أخرى', karat: 'عيار 21', weight: '15.3 جرام', notAvailable: 'غير متوفر', stock: 'متوفر: 4 قطع', notFound: 'المنتج غير موجود', back: 'العودة إلى المتجر', perGram: 'سعر الجرام' },
} as const;
const ROW = {
  en: { karat: 'Karat', weight: 'Weight', size: 'Size', stock: 'Stock' },
  ar: { karat: 'العيار', weight: 'الوزن', size: 'المقاس', stock: 'المخزون' },
} as const;

// The page as its route draws it: its loader, skeleton, not-found and error pages.
const showPage = (language: Language, productId = 108, shopper?: 'new') =>
  renderPage(language, { path: `/products/${productId}`, pages: { '/products/$productId': ProductRoute }, shopper });

/** The words above the split once the counter is past 1. */
const PIECES_TOTAL = { en: 'Total for 2 pieces: 10,780.50 SAR', ar: 'إجمالي قطعتين: 10,780.50 ر.س' } as const;
/** The element whose whole text, spaces as a reader gets them, is `text`. */
const textIs = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent!.replace(/\s+/g, ' ').trim() === text;

/** The value cell of a row of the facts table, found by its header. */
const fact = (name: string) => within(screen.getByRole('rowheader', { name }).closest('tr')!).getByRole('cell');

describe('the product page', () => {
  it.each(['en', 'ar'] as const)('shows the product from the mock (%s)', async (language) => {
    const product = productIn(language);
    const words = WORDS[language];
    await showPage(language);
    expect(await screen.findByRole('heading', { level: 1, name: product.title })).toBeInTheDocument();
    expect(screen.getByText(product.subtitle)).toBeInTheDocument();
    expect(screen.getAllByText(formatMoneyParts(product.price, language).number, { exact: false }).length).toBeGreaterThan(0);
    expect(fact(ROW[language].karat)).toHaveTextContent(words.karat);
    expect(fact(ROW[language].weight)).toHaveTextContent(words.weight);
    expect(fact(ROW[language].size)).toHaveTextContent('45');
    expect(fact(ROW[language].stock)).toHaveTextContent(words.stock);
    // What a gold buyer judges the price by: 5,390.25 SAR / 15.3 g.
    expect(await screen.findByText(words.perGram)).toBeInTheDocument();
    expect(screen.getByText('352.30', { exact: false })).toBeInTheDocument();
    // The description's HTML is rendered as markup, not shown as text (with the lower parts, loaded when near).
    const karatLine = await screen.findByText(language === 'en' ? 'Karat: 21' : 'العيار: 21');
    expect(karatLine.tagName).toBe('LI');
    // Related products and the comments come from their own calls.
    expect(await screen.findByRole('link', { name: firstRelated(language) })).toBeInTheDocument();
    expect(await screen.findByText(firstComment(language))).toBeInTheDocument();
  });

  it('sanitises the description and reads a size of 0 as not available', async () => {
    const product: ProductDetails = {
      ...productIn('en'),
      size: 0,
      description:
        '<p>Pure gold.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">More</a>',
    };
    const { container } = await renderPage('en', {
      path: '/products/108',
      pages: { '/products/$productId': () => <ProductDetailsView id={108} product={product} /> },
    });
    expect(await screen.findByText('Pure gold.')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(fact('Size')).toHaveTextContent('Not available');
  });

  it('shows a piece of unknown weight, with the field for its custom text', async () => {
    forceAnswer('example=custom-text-en', { path: '/products/{id}' });
    await showPage('en', 109);
    expect(await screen.findByRole('heading', { level: 1, name: productIn('custom-text-en').title })).toBeInTheDocument();
    expect(fact('Weight')).toHaveTextContent('Not available');
    // No weight, so no price per gram or gold value to show.
    expect(screen.queryByText('Price per gram')).not.toBeInTheDocument();
    const text = screen.getByRole('textbox', { name: /^Text on the piece/ });
    expect(text).toBeRequired();
    expect(text).toHaveAttribute('maxlength', '12');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Value is required')).toBeInTheDocument();
  });

  it('checks the text on the piece as the shopper leaves it, sends it trimmed, and starts over after adding (ar)', async () => {
    forceAnswer('example=custom-text', { path: '/products/{id}' });
    const calls = recordCalls({ method: 'POST', path: '/products/{id}/add-to-cart' });
    await showPage('ar', 109, 'new');
    const purchase = within(await screen.findByRole('form', { name: 'شراء هذا المنتج' }));
    const text = purchase.getByRole('textbox', { name: /^النص على القطعة/ });
    await userEvent.click(text);
    await userEvent.tab();
    expect(await screen.findByText('هذا الحقل مطلوب')).toBeInTheDocument();
    expect(text).toHaveAccessibleDescription(/هذا الحقل مطلوب/);
    await userEvent.type(text, '  سارة ');
    expect(screen.queryByText('هذا الحقل مطلوب')).not.toBeInTheDocument();
    await userEvent.click(purchase.getByRole('button', { name: 'زيادة الكمية' }));
    await userEvent.click(purchase.getByRole('button', { name: 'أضف إلى السلة' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls).toEqual([expect.objectContaining({ body: expect.objectContaining({ quantity: 2, custom_text: 'سارة' }) })]);
    await vi.waitFor(() => expect(text).toHaveValue(''));
    expect(purchase.getByRole('textbox', { name: 'الكمية' })).toHaveValue('1');
  });

  it('adds one piece for a double tap on "Add to cart" (ar)', async () => {
    const calls = recordCalls({ method: 'POST', path: '/products/{id}/add-to-cart' });
    await showPage('ar', 111, 'new');
    const purchase = within(await screen.findByRole('form', { name: 'شراء هذا المنتج' }));
    await userEvent.dblClick(purchase.getByRole('button', { name: 'أضف إلى السلة' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // The answer has come and gone: still one.
    await vi.waitFor(() => expect(purchase.getByRole('button', { name: 'أضف إلى السلة' })).toBeEnabled());
    expect(calls).toHaveLength(1);
  });

  it.each(['en', 'ar'] as const)('says "Product not found" for an unknown product (%s), with a way back', async (language) => {
    forceAnswer('code=404', { path: '/products/{id}' });
    await showPage(language, 999);
    const words = WORDS[language];
    expect(await screen.findByRole('heading', { level: 1, name: words.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.back })).toHaveAttribute('href', '/Store');
  });

  it.each(['en', 'ar'] as const)('draws its skeleton while a slow product comes, then the product (%s)', async (language) => {
    const release = holdCalls('/products/{id}');
    const { container } = await showPage(language);
    await vi.waitFor(() => expect(container.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: productIn(language).title })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it.each(['en', 'ar'] as const)('says the store is temporarily unavailable when the product does not come (%s); try again loads it', async (language) => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the router logs the failed match
    const words = WORDS[language];
    const stopFailing = forceAnswer('code=500', { path: '/products/{id}', method: 'get' });
    const calls = watchCalls();
    await showPage(language);
    expect(await screen.findByRole('heading', { level: 1, name: words.unavailable })).toBeInTheDocument();
    stopFailing();
    const asked = calls.filter((call) => call === 'GET /products/{id}').length;
    await userEvent.click(screen.getByRole('button', { name: words.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: productIn(language).title })).toBeInTheDocument();
    expect(calls.filter((call) => call === 'GET /products/{id}').length).toBeGreaterThan(asked);
  });

  it.each(['en', 'ar'] as const)('in %s, splits the price for the quantity chosen by each provider whose limits hold it', async (language) => {
    const line = SPLIT_LINE[language];
    const { tabby, tamara } = PROVIDERS[language];
    const plus = language === 'en' ? 'Increase quantity' : 'زيادة الكمية';
    await showPage(language); // 5,390.25 SAR, 4 in stock; Tabby takes 10–10,000 SAR in 4, Tamara 50–20,000 in 3
    const purchase = within(await screen.findByRole('form', { name: language === 'en' ? 'Buy this product' : 'شراء هذا المنتج' }));
    await vi.waitFor(() => expect(splitLines(language)).toEqual([line(4, '1,347.56', tabby), line(3, '1,796.75', tamara)]));
    // For one piece the split is of the price above it, and says nothing more.
    expect(screen.queryByText(/^(Total for|إجمالي) /)).not.toBeInTheDocument();
    // 2 pieces, 10,780.50 SAR: past Tabby's most; the split says what it is of, under the unit price.
    await userEvent.click(purchase.getByRole('button', { name: plus }));
    expect(splitLines(language)).toEqual([line(3, '3,593.50', tamara)]);
    expect(screen.getByText(textIs(PIECES_TOTAL[language]))).toBeInTheDocument();
    // 4 pieces, 21,561.00 SAR: past Tamara's too, and the line goes.
    await userEvent.click(purchase.getByRole('button', { name: plus }));
    await userEvent.click(purchase.getByRole('button', { name: plus }));
    expect(purchase.getByRole('textbox', { name: language === 'en' ? 'Quantity' : 'الكمية' })).toHaveValue('4');
    expect(splitLines(language)).toEqual([]);
  });

  it('never waits for the ways to pay: the page shows without the split, which comes when they do', async () => {
    const release = holdCalls('/payment-methods');
    await showPage('en');
    expect(await screen.findByRole('heading', { level: 1, name: productIn('en').title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(splitLines('en')).toEqual([]);
    release();
    await vi.waitFor(() => expect(splitLines('en')).toHaveLength(2));
  });

  it('asks for the related products and comments of the product in the address, whatever id the answer carries', async () => {
    // The product's answer carries another id (108, its example's); a backend's generated data may
    // even carry a negative one, which the paths of those calls refuse (npm run fuzz found it).
    forceAnswer('example=en', { path: '/products/{id}' });
    forceAnswer('example=en', { path: '/products/{id}/related' });
    const calls = recordCalls();
    await showPage('en', 101);
    expect(await screen.findByText(firstComment('en'))).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: firstRelated('en') })).toBeInTheDocument();
    const asked = calls.map((call) => new URL(call.url).pathname);
    expect(asked.filter((path) => /\/products\/\d+\/(related|comments)$/.test(path)).map((path) => path.replace(/^.*\/products/, '/products')).sort()).toEqual([
      '/products/101/comments',
      '/products/101/related',
    ]);
  });
});
