import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { signInWithCookie, useLanguage, VIEWPORTS } from './support';

// What a shopper saw wrong on the screen itself: the old price not struck through, the back-to-top
// button over the compare button and the cart's total, the gold strip's 21K and 18K off a phone's
// edge, and a field's message moving "Female" from under the click.

const WORDS = {
  en: {
    previousPrice: 'Previous price:',
    backToTop: 'Back to top',
    goldPrices: 'Live gold prices',
    usd: '$2,650.40',
    sar: 'SAR',
    phone: /^Phone number/,
    female: 'Female',
    phoneTooShort: 'Phone number is too short',
  },
  ar: {
    previousPrice: 'السعر السابق:',
    backToTop: 'العودة إلى الأعلى',
    goldPrices: 'أسعار الذهب المباشرة',
    usd: '2,650.40 $',
    sar: 'ر.س',
    phone: /^رقم الجوال/,
    female: 'أنثى',
    phoneTooShort: 'رقم الجوال قصير جدًا',
  },
} as const;

/** Product 101, the 100 g bar: 34,850.00 now, 35,200.00 before (openapi/README.md). */
const BEFORE = '35,200.00';

/**
 * Scrolls the whole page down, 40 px at a time, and at each stop lists what the back-to-top
 * button's box covers: a button, a link, a field or an amount (the store's figures are in <bdi>),
 * where it shows on the screen (not clipped away, not under a bar). Answers those, and at how many
 * stops the button was shown at all.
 */
function coveredWhileScrolling(page: Page, label: string) {
  return page.evaluate(async (name) => {
    const frames = (count: number) =>
      new Promise<void>((done) => {
        const next = (left: number) => (left === 0 ? done() : requestAnimationFrame(() => next(left - 1)));
        next(count);
      });
    const covered = new Set<string>();
    let shown = 0;
    const end = document.documentElement.scrollHeight - innerHeight;
    for (let y = 0; y <= end + 40; y += 40) {
      window.scrollTo({ top: Math.min(y, end), behavior: 'instant' });
      await frames(3);
      const button = document.querySelector<HTMLElement>(`button[aria-label="${name}"]`);
      if (!button || !button.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      shown++;
      const box = button.getBoundingClientRect();
      for (const element of document.querySelectorAll<HTMLElement>('button, [role="button"], a[href], input, select, textarea, bdi')) {
        if (element === button) continue;
        const rect = element.getBoundingClientRect();
        const left = Math.max(rect.left, box.left);
        const right = Math.min(rect.right, box.right);
        const top = Math.max(rect.top, box.top);
        const bottom = Math.min(rect.bottom, box.bottom);
        if (right - left < 1 || bottom - top < 1) continue;
        // Seen there: the topmost thing at the middle of the overlap, under the button (and its
        // own frame, which holds it), is it.
        const seen = document
          .elementsFromPoint((left + right) / 2, (top + bottom) / 2)
          .find((under) => !button.contains(under) && !under.contains(button));
        if (seen && element.contains(seen)) covered.add(`${element.tagName} "${element.textContent?.trim() || element.getAttribute('aria-label')}"`);
      }
    }
    return { covered: [...covered], shown };
  }, label);
}

for (const language of ['ar', 'en'] as const) {
  const w = WORDS[language];

  test(`the old price is struck through and read as the previous one, on the cards and the product page (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    for (const path of ['/Store', '/products/101']) {
      await page.goto(path);
      const before = page.getByRole('deletion').filter({ hasText: BEFORE }).first();
      await expect(before).toBeVisible();
      expect(await before.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('line-through');
      // A screen reader says what it is, not two prices in a row.
      await expect(before).toHaveText(`${w.previousPrice} ${BEFORE} ${w.sar}`);
    }
  });

  test(`on a phone, back to top never covers a control or an amount: the product page, the cart (${language})`, async ({ page, context, baseURL }) => {
    await useLanguage(page, language);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/products/101');
    const onProduct = await coveredWhileScrolling(page, w.backToTop);
    expect(onProduct.covered).toEqual([]);
    expect(onProduct.shown).toBeGreaterThan(0);

    await signInWithCookie(context, baseURL!);
    await page.goto('/cart');
    await expect(page.getByRole('link', { name: language === 'en' ? 'Checkout' : 'إتمام الشراء' }).last()).toBeVisible();
    const onCart = await coveredWhileScrolling(page, w.backToTop);
    expect(onCart.covered).toEqual([]);
    expect(onCart.shown).toBeGreaterThan(0);
  });

  for (const width of [360, 390]) {
    test(`on a ${width} px phone, the gold strip shows all four prices (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const strip = page.getByRole('region', { name: w.goldPrices });
      await expect(strip).toContainText(w.usd, { timeout: 15_000 });
      const prices = strip.getByRole('definition');
      await expect(prices).toHaveCount(4);
      for (const price of await prices.all()) await expect(price).toBeInViewport({ ratio: 1 });
      for (const karat of await strip.getByRole('term').all()) await expect(karat).toBeInViewport({ ratio: 1 });
    });
  }

  test(`the phone's message does not move "Female" from under the click (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    if (language === 'ar') await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/Register');
    await page.getByRole('textbox', { name: w.phone }).fill('5012');
    // The press takes the focus from the phone, whose message shows then; the release still lands on the radio.
    await page.getByRole('radio', { name: w.female }).click();
    await expect(page.getByText(w.phoneTooShort)).toBeVisible();
    await expect(page.getByRole('radio', { name: w.female })).toBeChecked();
  });
}

test('on a phone, a long address wraps inside its card and names its country in the shopper’s language (ar)', async ({ page, context, baseURL }) => {
  const token = await signInWithCookie(context, baseURL!);
  // Saved the way the store saves it (the country's code); a street with one very long word.
  const street = 'طريق الأمير محمد بن عبدالعزيز بن عبدالرحمن آل سعود الفرعي الشمالي، مجمع البساتين التجاري السكني';
  const area = 'حي_الملقا_الشمالي_بجوار_الحديقة_العامة_الكبرى';
  const saved = await page.request.post('/api/v1/addresses', {
    headers: { Authorization: `Bearer ${token}`, JWT: token },
    data: {
      country: 'SA', city: 'الرياض', area, street, postal_code: '13521', home_description: null,
      receiver_name: 'محمد القحطاني', receiver_phone: '501234567', receiver_dialcode: '+966',
      location: { lat: 24.8, lng: 46.6 }, is_default: false,
    },
  });
  expect(saved.status()).toBe(201);

  await useLanguage(page, 'ar');
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/Profile');
  const card = page.getByRole('article').filter({ hasText: area });
  await expect(card).toContainText('الرياض 13521، المملكة العربية السعودية');
  // Nothing of the card's text reaches past its box.
  const overflowing = await card.evaluate((article) => {
    const box = article.getBoundingClientRect();
    return [...article.querySelectorAll('p')]
      .filter((line) => line.scrollWidth > line.clientWidth || line.getBoundingClientRect().left < box.left || line.getBoundingClientRect().right > box.right)
      .map((line) => line.textContent);
  });
  expect(overflowing).toEqual([]);
});
