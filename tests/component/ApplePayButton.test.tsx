// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApplePayButton } from '../../src/features/checkout/payment/ApplePayButton';
import { renderInLanguage } from './renderPage';

// The Apple Pay button: named for what it does in the shopper's language, in the page's language
// for Safari to draw Apple's own button in, Apple's mark (logo and "Pay") elsewhere.

const NAMES = { en: 'Pay with Apple Pay', ar: 'الدفع عبر Apple Pay' } as const;

describe.each(['en', 'ar'] as const)('the Apple Pay button in %s', (language) => {
  it("is named in the shopper's language, carries the page's language, and opens the sheet on a click", async () => {
    const onClick = vi.fn();
    await renderInLanguage(language, <ApplePayButton onClick={onClick} />);
    const button = screen.getByRole('button', { name: NAMES[language] });
    expect(button).toHaveAttribute('lang', language);
    expect(button).toHaveAttribute('type', 'button');
    // Apple's mark, the same in both languages, hidden from screen readers (the name says it).
    expect(button).toHaveTextContent('Pay');
    expect(button.querySelector('[aria-hidden="true"]')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled', async () => {
    const onClick = vi.fn();
    await renderInLanguage(language, <ApplePayButton onClick={onClick} disabled />);
    const button = screen.getByRole('button', { name: NAMES[language] });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
