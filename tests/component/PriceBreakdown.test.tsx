// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../sdk';
import { PriceBreakdown } from '../../src/features/products/value';
import { productOf } from './mockData';
import { renderInLanguage } from './renderPage';

const WORDS = {
  en: { box: 'How the price is made', price: 'Price', vat0: 'VAT 0%', vat15: 'VAT 15%', zeroRated: /Investment gold .* is zero-rated for VAT/, whole: /priced as a whole/ },
  ar: { box: 'كيف يتكون السعر', price: 'السعر', vat0: 'ضريبة القيمة المضافة 0%', vat15: 'ضريبة القيمة المضافة 15%', zeroRated: /الذهب الاستثماري .* معفى/, whole: /تُسعَّر هذه القطعة كاملةً/ },
} as const;

/** The breakdown's lines as [label, amount] pairs, amounts as numbers. */
function linesOf(language: Language) {
  const table = within(screen.getByRole('region', { name: WORDS[language].box })).getByRole('table');
  return within(table)
    .getAllByRole('row')
    .map((row) => {
      const [label, amount] = [within(row).getByRole('rowheader'), within(row).getByRole('cell')];
      return [label.textContent!.replace(/[\u2068\u2069]/g, ''), Number(/[\d,]+\.\d\d/.exec(amount.textContent!)![0].replace(/,/g, ''))] as const;
    });
}

const sum = (amounts: number[]) => Math.round(amounts.reduce((total, amount) => total + amount, 0) * 100) / 100;

describe("a piece's price breakdown", () => {
  it.each(['en', 'ar'] as const)('in %s, adds its gold, making charge, stones and VAT up to the price', async (language) => {
    // The 18K pearl earrings: 5.2 g of gold, a making charge, pearls, and 15% VAT.
    const earrings = productOf(106, language);
    await renderInLanguage(language, <PriceBreakdown product={earrings} />);
    const lines = linesOf(language);
    const price = lines.at(-1)!;
    expect(price).toEqual([WORDS[language].price, earrings.price]);
    const [gold, making, stones, beforeVat, vat] = lines.map(([, amount]) => amount);
    expect(sum([gold!, making!, stones!])).toBe(beforeVat);
    expect(sum([beforeVat!, vat!])).toBe(earrings.price);
    expect(lines[0]![0]).toMatch(/5\.2/); // the weight the gold's value is made of
    expect(lines[4]![0]).toBe(WORDS[language].vat15);
    expect(screen.queryByText(WORDS[language].zeroRated)).not.toBeInTheDocument();
  });

  it.each(['en', 'ar'] as const)('in %s, shows no VAT for an investment bar (0 percent) and says why', async (language) => {
    const bar = productOf(101, language);
    await renderInLanguage(language, <PriceBreakdown product={bar} />);
    const lines = linesOf(language);
    expect(lines.find(([label]) => label === WORDS[language].vat0)?.[1]).toBe(0);
    expect(lines.at(-1)![1]).toBe(bar.price);
    expect(screen.getByText(WORDS[language].zeroRated)).toBeInTheDocument();
  });

  it('says a piece priced as a whole has no breakdown', async () => {
    await renderInLanguage('en', <PriceBreakdown product={productOf(109, 'en')} />);
    expect(within(screen.getByRole('region', { name: WORDS.en.box })).getByText(WORDS.en.whole)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
