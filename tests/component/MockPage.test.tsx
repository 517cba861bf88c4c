// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MockPage, mockPageI18n, renderMockPage, type MockPageProps } from '../../src/dev/MockPage';

// The dev server's /__mock page (scripts/devMock.ts), in each language: this browser's scenario
// with a way to change it, the mock's own, the shoppers it remembers with a reset, its last calls.

const PROPS: MockPageProps = {
  language: 'en',
  browser: [
    { text: 'slow@/carts', path: '/carts' },
    { text: 'errors=503', path: undefined },
  ],
  own: 'empty',
  slowMs: 3000,
  shoppers: [{ who: ['shopper-0a1b2c3d'], name: 'Sara Ali', email: 'sara@example.com', registered: true, cartPieces: 2, coupon: 'GOLD5', orders: 4, unpaidOrders: 1, quoteExpiresAt: null }],
  calls: [
    { time: '2026-12-03T07:39:44.375Z', who: 'guest', part: 'api', method: 'GET', path: '/api/v1/home', status: 503, ms: 2, scenario: 'errors=503', violation: null },
    { time: '2026-12-03T07:39:45.000Z', who: 'shopper-0a1b2c3d', part: 'api', method: 'GET', path: '/api/v1/carts', status: null, ms: 3001, scenario: 'slow@/carts', violation: null },
  ],
};

const renderIn = (props: MockPageProps) =>
  render(
    <I18nProvider i18n={mockPageI18n(props.language)}>
      <MockPage {...props} />
    </I18nProvider>,
  );

describe('the /__mock page', () => {
  it('shows this browser’s scenario, the mock’s own, the kinds to choose and the buttons, in English', () => {
    renderIn(PROPS);
    expect(screen.getByRole('heading', { level: 1, name: 'The mock' })).toBeInTheDocument();
    expect(screen.getByText('slow@/carts + errors=503')).toBeInTheDocument();
    expect(screen.getByText('The mock\'s own, from its command line: empty')).toBeInTheDocument();
    const chosen = screen.getByRole('list', { name: 'This browser\'s scenario' });
    expect(within(chosen).getByRole('button', { name: 'Remove slow@/carts' })).toHaveAttribute('value', '/carts');
    expect(within(chosen).getByRole('button', { name: 'Remove errors=503' })).toHaveAttribute('value', '');
    const kinds = screen.getByRole('group', { name: 'The scenario for this browser\'s calls' });
    expect(within(kinds).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['errors', 'slow', 'down', 'empty', 'seed']);
    expect(within(kinds).getByRole('radio', { name: /^Slow: .*\(3 s\)/ })).toBeInTheDocument();
    expect(within(kinds).getByRole('spinbutton', { name: /^Value/ })).toHaveAttribute('name', 'value');
    expect(within(kinds).getByRole('textbox', { name: /^Only the calls of this path/ })).toHaveAttribute('name', 'path');
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveAttribute('value', 'apply');
    expect(screen.getByRole('button', { name: 'Clear this browser\'s scenario' })).toHaveAttribute('value', 'clear');
  });

  it('lists the shoppers with a reset, and the calls newest first with their scenario', () => {
    renderIn(PROPS);
    const shoppers = screen.getByRole('table', { name: 'Shoppers the mock remembers' });
    expect(within(shoppers).getByRole('row', { name: /shopper-0a1b2c3d Sara Ali sara@example.com \(registered\) 2 GOLD5 4 1/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forget every shopper' })).toHaveAttribute('value', 'reset');
    const calls = screen.getByRole('table', { name: 'The last calls' });
    const rows = within(calls).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['GET /api/v1/carts', 'GET /api/v1/home']);
    expect(within(rows[0]!).getByRole('cell', { name: 'no answer' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('cell', { name: 'slow@/carts' })).toBeInTheDocument();
  });

  it('says so when the mock does not answer, or did not take the scenario sent', () => {
    renderIn({ ...PROPS, shoppers: undefined, calls: undefined, refused: true, browser: [], own: null });
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['The mock does not take this scenario: check its value.', 'The mock is not answering: it is stopped, or on another port.']);
    expect(screen.getByText('This browser: none, so the mock\'s own applies')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is all in Arabic, right to left, with a way to English', () => {
    renderIn({ ...PROPS, language: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'المحاكي' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تطبيق' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'نسيان كل المتسوقين' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'آخر الطلبات' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/__mock?lang=en');
    const html = renderMockPage({ ...PROPS, language: 'ar' });
    expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(html).toContain('<title>المحاكي</title>');
  });
});
