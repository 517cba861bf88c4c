import { expect as baseExpect, type Page, type Request } from '@playwright/test';
import { test } from './fixtures';
import { axeViewports, axeViolations, example, forceAnswer, forcePageAnswer, navigateInApp, useLanguage, VIEWPORTS } from './support';

// The suite shares two cores with the other browser tests: give the mock's answers time to land.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const WORDS = {
  en: { sortBy: 'Sort by', karat: 'Karat', store: 'Store', search: 'Search products', storeName: 'Gold Store' },
  ar: { sortBy: 'ترتيب حسب', karat: 'العيار', store: 'المتجر', search: 'البحث في المنتجات', storeName: 'متجر الذهب' },
} as const;

const PRODUCTS = { en: 'Products', ar: 'المنتجات' } as const;

const categoriesIn = (language: 'ar' | 'en') => example('get', '/categories', 200, language).data;
const productsIn = (language: 'ar' | 'en') => example('get', '/products', 200, language).data;

/** The query of each GET /products the page makes, as the API saw it. */
function recordProductRequests(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/products') seen.push(url.searchParams);
  });
  return seen;
}

/**
 * The mock's catalogue fits on one page; this stretches its paging to three pages (same products),
 * answering for the page asked, so the pagination can be walked. The browser's calls only: a page
 * the server renders has the mock's own paging.
 */
async function threePagesOfProducts(page: Page) {
  await page.route(
    (url) => url.pathname === '/api/v1/products',
    async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const asked = Number(new URL(route.request().url()).searchParams.get('page') ?? 1);
      body.meta = { ...body.meta, current_page: asked, last_page: 3, total: 36 };
      await route.fulfill({ response, json: body });
    },
  );
}

test.describe('the store', () => {
  // A stretched answer may still be in flight when a test's last check passes.
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  test('sort, karat and page live in the address: they survive a reload and the back button', async ({ page }) => {
    await useLanguage(page, 'en');
    await threePagesOfProducts(page);
    const requests = recordProductRequests(page);
    await page.goto('/Store');
    await expect(page.getByRole('heading', { level: 1, name: 'Store' })).toBeVisible();
    await expect(page.getByRole('link', { name: productsIn('en')[0].title }).first()).toBeVisible();

    await page.getByLabel('Sort by').selectOption({ label: 'Price low to high' });
    await expect(page).toHaveURL(/\/Store\?sort=price_asc$/);
    await page.getByRole('radiogroup', { name: 'Karat' }).getByText('21', { exact: true }).click();
    await expect(page).toHaveURL(/\/Store\?sort=price_asc&karat=21$/);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\/Store\?sort=price_asc&karat=21&page=2$/);
    await expect.poll(() => requests.at(-1)?.toString()).toBe('sort=price_asc&karat=21&page=2&per_page=12');

    // Rendered again by the server, from the address alone.
    await page.reload();
    await expect(page).toHaveURL(/\/Store\?sort=price_asc&karat=21&page=2$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
    await expect(page.getByRole('radio', { name: '21' })).toBeChecked();

    await page.goBack();
    await expect(page).toHaveURL(/\/Store\?sort=price_asc&karat=21$/);
    await expect(page.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(page).toHaveURL(/\/Store\?sort=price_asc$/);
    await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
  });

  test('a changed sort or karat starts again at page 1', async ({ page }) => {
    await useLanguage(page, 'en');
    await threePagesOfProducts(page);
    await page.goto('/Contact');
    await navigateInApp(page, '/Store?page=3&karat=18');
    await expect(page.getByRole('link', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.getByLabel('Sort by').selectOption({ label: 'Best selling' });
    await expect(page).toHaveURL(/\/Store\?karat=18&sort=best_selling$/);
  });

  test('values the store does not know fall back to the defaults', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/Store?sort=cheapest&karat=22&page=-1');
    await expect(page.getByLabel('Sort by')).toHaveValue('suggest');
    await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
    // The server asked for the first page in the suggested order: the catalogue's first piece.
    await expect(page.getByRole('link', { name: productsIn('en')[0].title }).first()).toBeVisible();
  });

  test('in Arabic, the sort reads in Arabic; the first row of pictures is not lazy, the first comes first', async ({ page }) => {
    await page.goto('/Store?sort=price_desc');
    await expect(page).toHaveTitle(`${WORDS.ar.store} | ${WORDS.ar.storeName}`);
    await expect(page.getByLabel(WORDS.ar.sortBy).locator('option:checked')).toHaveText('السعر من الأعلى إلى الأقل');
    const list = page.getByRole('list', { name: 'المنتجات' });
    const images = list.locator('img');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.nth(1)).toHaveAttribute('loading', 'eager');
    await expect(images.nth(1)).toHaveAttribute('fetchpriority', 'auto');
    // Below the first row, a picture is lazy: it comes once scrolled to.
    await list.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await expect(images.last()).toHaveAttribute('loading', 'lazy');
  });

  test('on a phone, the cards of a row are equally tall, below the first row too', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/Store');
    const cards = page.getByRole('list', { name: PRODUCTS.ar }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    await cards.last().scrollIntoViewIfNeeded();
    const boxes = await cards.evaluateAll((all) =>
      all.map((card) => {
        const { top, height } = card.getBoundingClientRect();
        return { top: Math.round(top), height: Math.round(height) };
      }),
    );
    const heightsByRow = new Map<number, Set<number>>();
    for (const { top, height } of boxes) heightsByRow.set(top, (heightsByRow.get(top) ?? new Set()).add(height));
    // Two cards a row on a phone, and rows whose cards' texts differ in length.
    expect(heightsByRow.size).toBeGreaterThan(2);
    for (const heights of heightsByRow.values()) expect(heights.size).toBe(1);
  });

  // In English; the Arabic words are the next test's (and the component tests say both).
  test('says the store has no products yet when the list is empty (en)', async ({ page }) => {
    await useLanguage(page, 'en');
    await forcePageAnswer(page, '/Store', 'example=empty');
    await page.goto('/Store');
    await expect(page.getByText('No products in the store yet')).toBeVisible();
  });

  test('a page past the last says that page is empty, not the store, and leads to the first (ar)', async ({ page }) => {
    await useLanguage(page, 'ar');
    await page.goto('/Store?page=9');
    await expect(page.getByText('لا يوجد شيء في الصفحة 9.')).toBeVisible();
    await expect(page.getByText('لا توجد منتجات في المتجر بعد')).toHaveCount(0);
    await page.getByRole('link', { name: 'الذهاب إلى الصفحة الأولى' }).click();
    await expect(page).toHaveURL(/\/Store(\?page=1)?$/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});

test.describe('a category', () => {
  for (const language of ['ar', 'en'] as const) {
    test(`shows the products of the category, named after it (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      const jewellery = categoriesIn(language)[2];
      const chains = jewellery.categories[1];
      await page.goto(`/category/${chains.id}/${encodeURIComponent(chains.title)}`);
      await expect(page.getByRole('heading', { level: 1, name: chains.title })).toBeVisible();
      await expect(page).toHaveTitle(`${chains.title} | ${WORDS[language].storeName}`);
      const breadcrumb = page.getByRole('navigation', { name: language === 'en' ? 'Breadcrumb' : 'مسار التنقل' });
      await expect(breadcrumb.getByRole('link', { name: WORDS[language].store })).toHaveAttribute('href', '/Store');
      await expect(breadcrumb.getByRole('link', { name: jewellery.title })).toBeVisible();
      // The mock answers the category's own pieces: a chain, and no gold bar.
      const pieceOf = (id: number) => productsIn(language).find((product: { id: number }) => product.id === id).title;
      await expect(page.getByRole('link', { name: pieceOf(108) }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: pieceOf(101) })).toHaveCount(0);
    });
  }

  test('a category with sub-categories links to them, and keeps sort and karat in the address', async ({ page }) => {
    await useLanguage(page, 'en');
    const jewellery = categoriesIn('en')[2];
    await page.goto(`/category/${jewellery.id}/${jewellery.title}`);
    const subCategories = page.getByRole('list', { name: 'Sub-categories' });
    for (const child of jewellery.categories) {
      await expect(subCategories.getByRole('link', { name: child.title, exact: true })).toBeVisible();
    }
    await page.getByRole('radiogroup', { name: 'Karat' }).getByText('24', { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/category/${jewellery.id}/${jewellery.title}\\?karat=24$`));
  });

  test('says no products were found when the category is empty', async ({ page }) => {
    await useLanguage(page, 'en');
    // Every category of the mock has pieces: its products call answers its empty list instead
    // (the category itself must exist for its page: the tree is the contract's).
    await page.goto('/Store');
    await forceAnswer(page, 'get', '/products', 'example=empty');
    await navigateInApp(page, '/category/1/Gold%20bars');
    await expect(page.getByText('No products found', { exact: true })).toBeVisible();
  });

  test('an id the store does not have is the not-found page; a wrong name goes to its own address', async ({ page }) => {
    await useLanguage(page, 'en');
    // The address is never the page: its words are not shown, and the status says there is no such page.
    const missing = await page.goto('/category/999/Special%20offer%3A%20transfer%20to%20SA00');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText(/SA00/)).toHaveCount(0);
    await expect(page).toHaveTitle('Page not found | Gold Store');
    // A known id with another name (here, the Arabic one for an English shopper) is sent to its own.
    const arabicName = example('get', '/categories', 200, 'ar').data[0].title;
    await page.goto(`/category/1/${encodeURIComponent(arabicName)}`);
    await expect(page).toHaveURL(/\/category\/1\/Gold%20bars$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gold bars' })).toBeVisible();
  });

  test('an id that is not a number is not a page', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/category/abc/Gold');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('search', () => {
  // A word of each language's titles: the mock looks for each word of the search at the start of a
  // word of the titles, in the shopper's language ("ring" would be the rings, not the earrings).
  const EARRINGS = { en: 'earring', ar: 'أقراط' } as const;
  for (const language of ['ar', 'en'] as const) {
    test(`Enter in the header's box shows the results, named after the text (${language})`, async ({ page }) => {
      const text = EARRINGS[language];
      await useLanguage(page, language);
      await page.goto('/');
      const box = page.getByRole('combobox', { name: WORDS[language].search }).locator('visible=true');
      await box.fill(text);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/products\\?search=${encodeURIComponent(text)}$`));
      const title = language === 'en' ? `Search results for “${text}”` : `نتائج البحث عن «${text}»`;
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | ${WORDS[language].storeName}`);
      // The earrings, and nothing else.
      const titleOf = (id: number) => productsIn(language).find((product: { id: number }) => product.id === id).title;
      await expect(page.getByRole('link', { name: titleOf(106) }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: titleOf(107) }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: titleOf(101) })).toHaveCount(0);
    });
  }

  test('a suggestion opens its product', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/Store');
    const box = page.getByRole('combobox', { name: WORDS.en.search }).locator('visible=true');
    await box.pressSequentially('gold');
    const second = productsIn('en')[1];
    await page.getByRole('option', { name: second.title }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${second.id}$`));
  });

  test('the phone header searches too', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: WORDS.en.search }).locator('visible=true');
    await box.pressSequentially('gold');
    await expect(page.getByRole('option', { name: productsIn('en')[0].title })).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/products/${productsIn('en')[0].id}$`));
  });

  test('says no product has the name, in the list and on the results page', async ({ page }) => {
    await useLanguage(page, 'en');
    // The results page, which the server renders, and the search box's own calls.
    await forcePageAnswer(page, '/products', 'example=empty');
    await forceAnswer(page, 'GET', '/products', 'example=empty');
    await page.goto('/products?search=platinum');
    await expect(page.getByRole('main').getByText('No products found with this name')).toBeVisible();
    const box = page.getByRole('combobox', { name: WORDS.en.search }).locator('visible=true');
    await box.pressSequentially('platinum');
    await expect(page.getByRole('listbox').getByText('No products found with this name')).toBeVisible();
  });
});

test.describe('accessibility of the listings', () => {
  // axe on a page of twelve cards is slow on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  for (const language of ['ar', 'en'] as const) {
    for (const [size, viewport] of axeViewports(language)) {
      test(`axe finds nothing on /Store (${language}, ${size})`, async ({ page }) => {
        await useLanguage(page, language);
        await page.setViewportSize(viewport);
        await page.goto('/Store');
        await expect(page.getByRole('list', { name: PRODUCTS[language] }).getByRole('link').first()).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });

      test(`axe finds nothing on a category (${language}, ${size})`, async ({ page }) => {
        await useLanguage(page, language);
        await page.setViewportSize(viewport);
        const chains = categoriesIn(language)[2].categories[1];
        await page.goto(`/category/${chains.id}/${encodeURIComponent(chains.title)}`);
        await expect(page.getByRole('heading', { level: 1, name: chains.title })).toBeVisible();
        await expect(page.getByRole('list', { name: PRODUCTS[language] }).getByRole('link').first()).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});
