// @vitest-environment jsdom
// The gold prices page against the test mock: its summary says the high, low and change of the
// history the mock answers (with the strip's live price as the latest point), its table holds the
// same points, and it says so when there are none; a history that does not come is the error page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { components, Language } from '../../sdk';
import { Route as GoldPricesRoute } from '../../src/routes/gold-prices';
import { formatMoney, formatNumber, formatUsd } from '../../src/shared/format';
import { mockApi } from '../contract/contract';
import { changeAnswer, forceAnswer, holdCalls, watchCalls } from './apiSpies';
import { renderPage } from './renderPage';

type Point = components['schemas']['GoldPricePoint'];

const WORDS = {
  en: {
    table: 'Table',
    caption: (price: string, period: string) => `${price}, ${period}, the latest first`,
    today: 'Today',
    week: 'This week',
    ounce: 'Ounce (USD)',
    latest: 'Latest price',
    high: 'High',
    low: 'Low',
    change: 'Change',
    empty: 'No prices for this period yet.',
    heading: 'Gold prices',
    loading: 'Loading the gold price history',
    failed: 'The store is temporarily unavailable',
    retry: 'Try again',
  },
  ar: {
    table: 'الجدول',
    caption: (price: string, period: string) => `${price}، ${period}، الأحدث أولًا`,
    today: 'اليوم',
    week: 'هذا الأسبوع',
    ounce: 'الأونصة (دولار)',
    latest: 'آخر سعر',
    high: 'الأعلى',
    low: 'الأدنى',
    change: 'التغير',
    empty: 'لا توجد أسعار لهذه الفترة بعد.',
    heading: 'أسعار الذهب',
    loading: 'جارٍ تحميل سجل أسعار الذهب',
    failed: 'المتجر غير متاح مؤقتًا',
    retry: 'حاول مرة أخرى',
  },
} as const;

// Through its route, as the app draws it: its loader, its skeleton and its error page, its choices in the address.
const showPage = (language: Language) => renderPage(language, { path: '/gold-prices', pages: { '/gold-prices': GoldPricesRoute } });

/** The history the mock answers for a period (its prices are the same on every call). */
async function historyOf(period: 'day' | 'week', language: Language): Promise<Point[]> {
  const answer = await fetch(`${mockApi}/gold-prices/history?period=${period}`, { headers: { lang: language } });
  return (await answer.json()).data.points;
}

/** A figure of the summary: the definition after its term, without the isolates that keep signs in place. */
function figure(term: string): string {
  const named = screen.getAllByRole('term').find((element) => element.textContent === term);
  if (!named) throw new Error(`No term "${term}" in the summary`);
  return named.nextElementSibling!.textContent!.replace(/[\u2066-\u2069]/g, '');
}

/** What the summary should say of some prices, written as the page writes them. */
function expectedSummary(prices: number[], format: (value: number) => string) {
  const first = prices[0]!;
  const latest = prices.at(-1)!;
  const change = Math.round((latest - first) * 100) / 100;
  const sign = change > 0 ? '+' : change < 0 ? '\u2212' : '';
  return {
    latest: format(latest),
    high: format(Math.max(...prices)),
    low: format(Math.min(...prices)),
    change: `${sign}${format(Math.abs(change))} (${sign}${formatNumber((Math.abs(change) / first) * 100, 2)}%)`,
  };
}

/** The table's rows as [time, price], the latest first. */
async function tableRows(caption: string) {
  const table = await screen.findByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
}

describe('the gold prices page', () => {
  it.each(['en', 'ar'] as const)("sums up the day's 24K prices and lists them in its table (%s)", async (language) => {
    const words = WORDS[language];
    const points = await historyOf('day', language);
    const prices = points.map((point) => point.price_gram_24k);
    const money = (value: number) => formatMoney(value, language);
    await showPage(language);

    const expected = expectedSummary(prices, money);
    await waitFor(() => expect(figure(words.high)).toBe(expected.high));
    expect(figure(words.low)).toBe(expected.low);
    expect(figure(words.latest)).toBe(expected.latest);
    expect(figure(words.change)).toBe(expected.change);
    // The mock's history ends at the strip's prices: 318.55 SAR a gram of 24k.
    expect(expected.latest).toBe(money(318.55));
    expect(screen.getByRole('img', { name: new RegExp(`${language === 'en' ? '24K' : 'عيار 24'}`) })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: words.table }));
    const rows = await tableRows(words.caption(language === 'en' ? '24K' : 'عيار 24', words.today));
    expect(rows.map(([, price]) => price)).toEqual(prices.map(money).reverse());
    expect(rows.every(([time]) => /\d\d:\d\d/.test(time ?? ''))).toBe(true);
  });

  it('shows the week and the ounce in US dollars when chosen', async () => {
    const words = WORDS.en;
    const points = await historyOf('week', 'en');
    const usd = (value: number) => formatUsd(value, 'en');
    await showPage('en');
    await waitFor(() => figure(words.high));

    await userEvent.click(screen.getByRole('radio', { name: words.week }));
    await userEvent.click(screen.getByRole('radio', { name: words.ounce }));
    const expected = expectedSummary(points.map((point) => point.price_ounce_usd), usd);
    await waitFor(() => expect(figure(words.high)).toBe(expected.high));
    expect(figure(words.change)).toBe(expected.change);
    await userEvent.click(screen.getByRole('tab', { name: words.table }));
    const rows = await tableRows(words.caption(words.ounce, words.week));
    expect(rows).toHaveLength(28);
    expect(rows[0]![1]).toBe('$2,650.40');
  });

  it("takes the strip's live price as the latest point", async () => {
    const words = WORDS.en;
    const points = await historyOf('day', 'en');
    // The live price moved up since the history was answered, a minute from now.
    const later = new Date(Date.now() + 60_000).toISOString();
    changeAnswer({ path: '/gold-today' }, (body) => ({ ...body, price_gram_24k: 330.25, updated_at: later }));
    await showPage('en');

    await waitFor(() => expect(figure(words.latest)).toBe('330.25\u00a0SAR'));
    expect(figure(words.high)).toBe('330.25\u00a0SAR');
    await userEvent.click(screen.getByRole('tab', { name: words.table }));
    const rows = await tableRows(words.caption('24K', words.today));
    expect(rows).toHaveLength(points.length + 1);
    expect(rows[0]![1]).toBe('330.25\u00a0SAR');
    expect(rows[1]![1]).toBe(formatMoney(points.at(-1)!.price_gram_24k, 'en'));
  });

  it.each(['en', 'ar'] as const)('says when the period has no prices yet (%s)', async (language) => {
    forceAnswer('example=empty', { path: '/gold-prices/history' });
    await showPage(language);
    expect(await screen.findByText(WORDS[language].empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps its heading and choices while another period loads: only the history waits, in its place', async () => {
    const words = WORDS.en;
    await showPage('en');
    await waitFor(() => figure(words.high));
    const release = holdCalls('/gold-prices/history');
    await userEvent.click(screen.getByRole('radio', { name: words.week }));
    expect(await screen.findByRole('status', { name: words.loading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: words.heading })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: words.week })).toBeChecked();
    release();
    await waitFor(() => expect(screen.queryByRole('status', { name: words.loading })).not.toBeInTheDocument());
    expect(figure(words.high)).toBeTruthy();
  });

  it('is the error page when the prices cannot be loaded; try again asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the router logs the failed match
    const stopFailing = forceAnswer('code=500', { path: '/gold-prices/history' });
    const calls = watchCalls();
    await showPage('ar');
    expect(await screen.findByRole('heading', { level: 1, name: WORDS.ar.failed })).toBeInTheDocument();
    stopFailing();
    const asked = calls.filter((call) => call === 'GET /gold-prices/history').length;
    await userEvent.click(screen.getByRole('button', { name: WORDS.ar.retry }));
    await waitFor(() => expect(figure(WORDS.ar.high)).toBeTruthy());
    expect(calls.filter((call) => call === 'GET /gold-prices/history').length).toBeGreaterThan(asked);
  });
});
