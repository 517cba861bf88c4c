// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../sdk';
import { PieceValue } from '../../src/features/products/value/PieceValue';
import { forceAnswer } from './apiSpies';
import { productOf } from './mockData';
import { renderInLanguage } from './renderPage';

const WORDS = {
  en: { box: 'Gold value of this piece', perGram: 'Price per gram', gold: "Today's gold value", above: 'Paid above the gold value', below: 'Below the gold value', currency: 'SAR' },
  ar: { box: 'القيمة الذهبية لهذه القطعة', perGram: 'سعر الجرام', gold: 'قيمة الذهب اليوم', above: 'المدفوع فوق قيمة الذهب', below: 'أقل من قيمة الذهب', currency: 'ر.س' },
} as const;

/** The figure shown beside a label of the box. */
const figure = (label: string) => screen.getByText(label).parentElement?.querySelector('dd')?.textContent?.replace(/\s+/g, ' ').trim();

describe('the gold value of a piece', () => {
  // The 21K rope chain: 5,390.25 SAR for 15.3 g; today's 21K gram is 278.73 SAR (the mock's prices).
  it.each(['en', 'ar'] as const)('shows the price per gram, the metal value and what is paid above it (%s)', async (language: Language) => {
    const words = WORDS[language];
    await renderInLanguage(language, <PieceValue product={productOf(108, language)} />);
    expect(await screen.findByRole('region', { name: words.box })).toBeInTheDocument();
    expect(figure(words.perGram)).toBe(`352.30 ${words.currency}`); // 5,390.25 / 15.3
    expect(await screen.findByText(words.gold)).toBeInTheDocument();
    expect(figure(words.gold)).toBe(`4,264.57 ${words.currency}`); // 15.3 × 278.73
    expect(figure(words.above)).toBe(`1,125.68 ${words.currency}`); // 5,390.25 − 4,264.57
    // How it was worked out, for the shopper to check: the weight and today's price of the karat.
    const box = within(screen.getByRole('region', { name: words.box }));
    expect(box.getByText(/15\.3/)).toHaveTextContent('278.73');
  });

  it('says so when the price is below the value of the metal', async () => {
    // The 24K 100 g bar at 30,000 SAR against 100 × 318.55 = 31,855.00 of gold.
    await renderInLanguage('en', <PieceValue product={{ ...productOf(101, 'en'), price: 30_000 }} />);
    expect(await screen.findByText('Below the gold value')).toBeInTheDocument();
    expect(figure('Below the gold value')).toBe('1,855.00 SAR');
    expect(screen.queryByText('Paid above the gold value')).not.toBeInTheDocument();
  });

  it('is absent when the weight is unknown', async () => {
    const { container } = await renderInLanguage('en', <PieceValue product={productOf(109, 'en')} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container.querySelector('section')).toBeNull();
  });

  it("leaves out the gold value while today's prices are unknown", async () => {
    forceAnswer('code=500', { path: '/gold-today' });
    await renderInLanguage('en', <PieceValue product={productOf(108, 'en')} />);
    expect(await screen.findByText('Price per gram')).toBeInTheDocument();
    expect(figure('Price per gram')).toBe('352.30 SAR');
    expect(screen.queryByText("Today's gold value")).not.toBeInTheDocument();
    expect(screen.queryByText('Paid above the gold value')).not.toBeInTheDocument();
  });
});
