import { expect as baseExpect, type Page } from '@playwright/test';
import { settle, strictAxeViolations } from './buying-support';
import { test } from './fixtures';
// Imported under another name: it stores the language, it is no React hook (react-hooks lint).
import { axeViewports, example, useLanguage as storeLanguage } from './support';

// The gold prices page as a shopper reaches it: from the strip's link on the first page (which
// loads none of the chart's code), its summary against the mock's history, the chart drawn, the
// period changed, the table view, and axe on both views, in Arabic on a phone and English on a desktop.

// The chart's code comes once the page is there: slow on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

type Language = 'ar' | 'en';

const WORDS = {
  en: {
    strip: 'Live gold prices',
    asOf: /^as of \d\d:\d\d$/,
    link: 'Price chart',
    title: 'Gold prices',
    chart: (period: string) => `Chart of the prices: 24K, ${period}`,
    heading: (period: string) => `24K, ${period}`,
    period: 'Period',
    today: 'Today',
    week: 'This week',
    table: 'Table',
    caption: '24K, This week, the latest first',
    latest: 'Latest price',
    high: 'High',
    low: 'Low',
    sar: 'SAR',
  },
  ar: {
    strip: 'أسعار الذهب المباشرة',
    asOf: /^آخر تحديث \d\d:\d\d$/,
    link: 'الرسم البياني للأسعار',
    title: 'أسعار الذهب',
    chart: (period: string) => `الرسم البياني للأسعار: عيار 24، ${period}`,
    heading: (period: string) => `عيار 24، ${period}`,
    period: 'الفترة',
    today: 'اليوم',
    week: 'هذا الأسبوع',
    table: 'الجدول',
    caption: 'عيار 24، هذا الأسبوع، الأحدث أولًا',
    latest: 'آخر سعر',
    high: 'الأعلى',
    low: 'الأدنى',
    sar: 'ر.س',
  },
} as const;

/** A figure of the summary: the definition that follows its term. */
const figure = (page: Page, term: string) =>
  page.getByRole('main').getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

/** The 24k prices of the mock's history of a period (the same on every call). */
async function pricesOf(page: Page, period: 'day' | 'week', language: Language): Promise<number[]> {
  const answer = await page.request.get(`/api/v1/gold-prices/history?period=${period}`, { headers: { lang: language } });
  return ((await answer.json()).data.points as { price_gram_24k: number }[]).map((point) => point.price_gram_24k);
}

for (const language of ['ar', 'en'] as const) {
  const w = WORDS[language];
  const riyals = (value: number) => `${value.toFixed(2)}\u00a0${w.sar}`;

  for (const [size, viewport] of axeViewports(language)) {
    test(`from the strip to the gold prices: summary, chart, table, no axe violation (${language}, ${size})`, async ({ page }) => {
      test.setTimeout(90_000);
      await storeLanguage(page, language);
      await page.setViewportSize(viewport);

      // The first page loads none of the page's code nor the chart's (the link only preloads on intent).
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (/\/assets\/.+\.(js|css)$/.test(response.url())) scripts.push(new URL(response.url()).pathname);
      });
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      expect(scripts.some((file) => /\/app-[\w-]+\.js$/.test(file))).toBe(true);
      expect(scripts.filter((file) => /gold-prices|PriceChart/.test(file))).toEqual([]);

      // The strip says when its prices came, in Saudi time (a kept page can be minutes old).
      const strip = page.getByRole('region', { name: w.strip });
      await expect(strip.getByText(w.asOf)).toBeVisible();
      const came = Date.parse((await strip.getByRole('time').getAttribute('datetime'))!);
      expect(Math.abs(Date.now() - came)).toBeLessThan(120_000);
      const riyadh = new Date(came + 3 * 3600_000).toISOString().slice(11, 16);
      await expect(strip.getByRole('time')).toHaveText(riyadh);

      await strip.getByRole('link', { name: w.link, exact: true }).click();
      await expect(page).toHaveURL(/\/gold-prices$/);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${w.title} \\| `));

      // The summary: the day's high and low, and the strip's 24k price as the latest.
      const day = await pricesOf(page, 'day', language);
      const grams = example('get', '/gold-today', 200, language);
      await expect(figure(page, w.latest)).toHaveText(riyals(grams.price_gram_24k));
      await expect(figure(page, w.high)).toHaveText(riyals(Math.max(...day)));
      await expect(figure(page, w.low)).toHaveText(riyals(Math.min(...day)));
      const chart = main.getByRole('img', { name: w.chart(w.today) });
      await expect(chart.locator('svg .recharts-area-area')).toBeVisible();
      await settle(page);
      expect.soft(await strictAxeViolations(page), 'axe on the chart').toEqual([]);

      // This week: kept in the address, the summary and chart follow.
      // The segmented control's radios are drawn by their labels, which the shopper clicks.
      await main.getByRole('radiogroup', { name: w.period }).getByText(w.week, { exact: true }).click();
      await expect(main.getByRole('radio', { name: w.week })).toBeChecked();
      await expect(page).toHaveURL(/\?period=week$/);
      await expect(main.getByRole('heading', { level: 2, name: w.heading(w.week) })).toBeVisible();
      const week = await pricesOf(page, 'week', language);
      await expect(figure(page, w.high)).toHaveText(riyals(Math.max(...week)));
      await expect(main.getByRole('img', { name: w.chart(w.week) }).locator('svg .recharts-area-area')).toBeVisible();

      // The same points as a table, the latest first.
      await main.getByRole('tab', { name: w.table, exact: true }).click();
      const table = main.getByRole('table', { name: w.caption });
      await expect(table.getByRole('row')).toHaveCount(week.length + 1);
      await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(riyals(week.at(-1)!));
      await settle(page);
      expect.soft(await strictAxeViolations(page), 'axe on the table').toEqual([]);
    });
  }
}

test('the server sends the page with its summary, before any script runs', async ({ request }) => {
  // No language cookie: Arabic, as a crawler gets it.
  const html = await (await request.get('/gold-prices?period=week')).text();
  const w = WORDS.ar;
  const history = await (await request.get('/api/v1/gold-prices/history?period=week', { headers: { lang: 'ar' } })).json();
  const week: number[] = history.data.points.map((point: { price_gram_24k: number }) => point.price_gram_24k);
  expect(html).toContain(`>${w.title}</h1>`);
  expect(html).toContain(`>${w.heading(w.week)}</h2>`);
  for (const value of [Math.max(...week), Math.min(...week), week.at(-1)!]) expect(html).toContain(`<bdi>${value.toFixed(2)}\u00a0${w.sar}</bdi>`);
  expect(html).toMatch(/<meta name="description" content="[^"]*عيار 24/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/gold-prices"/);
});
