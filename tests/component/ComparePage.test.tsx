// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ComparePage } from '../../src/features/compare';
import { formatMoney } from '../../src/shared/format';
import { emptyStates, errors, successes } from '../../src/shared/messages';
import { contract, deref } from '../contract/contract';
import { forceAnswer } from './apiSpies';
import { renderPage } from './renderPage';

/* eslint-disable @typescript-eslint/no-explicit-any -- the contract's examples are plain JSON */
const answerOf = (path: string, name: string): any =>
  deref(contract.paths[path].get.responses['200']).content['application/json'].examples[name].value;

type Language = 'ar' | 'en';

// The row headers, in the shopper's words.
const ROWS = {
  en: {
    perGram: 'Price per gram',
    perPureGram: 'Price per gram of pure gold (24K)',
    goldValue: 'Gold value today',
    above: 'Paid above the gold value',
    lowest: 'Lowest per gram of pure gold',
  },
  ar: {
    perGram: 'سعر الجرام',
    perPureGram: 'سعر جرام الذهب الخالص (عيار 24)',
    goldValue: 'قيمة الذهب اليوم',
    above: 'المدفوع فوق قيمة الذهب',
    lowest: 'الأقل لجرام الذهب الخالص',
  },
} as const;

const cents = (amount: number) => Math.round(amount * 100) / 100;
// The text matcher reads the no-break space between a number and its currency as a space.
const money = (amount: number, language: Language) => formatMoney(amount, language).replace(/\u00a0/g, ' ');

// The list calls need a signed-in shopper: a new one to the mock's memory each time.
const showCompare = (language: Language) => renderPage(language, { path: '/Compare', ui: ComparePage, shopper: 'new' });

/** The cells of a row, in the order of the products' columns. */
function cellsOf(rowHeader: string): HTMLElement[] {
  const row = screen.getByRole('rowheader', { name: rowHeader }).closest('tr')!;
  return within(row).getAllByRole('cell');
}

describe('the compare page', () => {
  it.each(['en', 'ar'] as const)('in %s, shows each product’s price per gram and today’s gold value from its weight and price', async (language) => {
    const products = answerOf('/compare', language).data;
    const gold = answerOf('/gold-today', language);
    await showCompare(language);

    for (const product of products) {
      expect(await screen.findByRole('columnheader', { name: product.title })).toBeInTheDocument();
    }
    const rows = ROWS[language];
    // The gold figures come with the gold prices, which may answer after the list.
    await waitFor(() => expect(cellsOf(rows.goldValue)[0]).toHaveTextContent(/\d/));
    const perGram = cellsOf(rows.perGram);
    const perPureGram = cellsOf(rows.perPureGram);
    const goldValue = cellsOf(rows.goldValue);
    const above = cellsOf(rows.above);
    products.forEach((product: any, column: number) => {
      const weight = product.varieties[0].weight;
      const value = cents(weight * gold[`price_gram_${product.karat}k`]);
      expect(perGram[column]).toHaveTextContent(money(cents(product.price / weight), language));
      expect(perPureGram[column]).toHaveTextContent(money(cents(product.price / ((weight * product.karat) / 24)), language));
      expect(goldValue[column]).toHaveTextContent(money(value, language));
      expect(above[column]).toHaveTextContent(money(cents(product.price - value), language));
    });

    // The 100 g bar (348.50 a gram) is cheaper by the gram of gold than the 10 g bar (354.55),
    // and says so in the row that compares like with like.
    expect(within(perPureGram[0]!).getByText(rows.lowest)).toBeInTheDocument();
    expect(within(perPureGram[1]!).queryByText(rows.lowest)).not.toBeInTheDocument();
    expect(within(perGram[0]!).queryByText(rows.lowest)).not.toBeInTheDocument();
  });

  it.each(['en', 'ar'] as const)('in %s, says there is nothing to compare when the list is empty', async (language) => {
    forceAnswer('example=empty', { path: '/compare' });
    await showCompare(language);
    expect(await screen.findByText(i18n._(emptyStates.compare))).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('takes a product out of the comparison, and puts it back when the call fails', async () => {
    const [first, second] = answerOf('/compare', 'en').data;
    await showCompare('en');
    await screen.findByRole('columnheader', { name: first.title });

    forceAnswer('code=500', { path: '/products/{id}/remove-from-compare' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove from compare' })[0]!);
    expect(await screen.findByText(i18n._(errors.compareFailed))).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Product', first.title, second.title]);
  });

  it('takes a product out of the comparison for good when the call succeeds', async () => {
    const [first, second] = answerOf('/compare', 'en').data;
    await showCompare('en');
    await screen.findByRole('columnheader', { name: first.title });

    await userEvent.click(screen.getAllByRole('button', { name: 'Remove from compare' })[0]!);
    expect(await screen.findByText(i18n._(successes.removedFromCompare))).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: first.title })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: second.title })).toBeInTheDocument();
  });
});
