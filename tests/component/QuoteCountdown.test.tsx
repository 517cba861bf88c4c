// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuoteCountdown } from '../../src/features/checkout/QuoteCountdown';
import { renderInLanguage } from './renderPage';

/** What the live region says now (a screen reader speaks it when it changes). */
const said = () => document.querySelector('[aria-live="polite"]')?.textContent;

describe('the countdown of the price held at checkout', () => {
  beforeEach(() => {
    // The clock only: the test mock is still reached through real timers.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => vi.useRealTimers());

  it('ticks each second, says so only at the start, at 5 minutes and 1 minute left, and ends once', async () => {
    const onEnd = vi.fn();
    await renderInLanguage('en', <QuoteCountdown heldUntil={Date.now() + 600_000} onEnd={onEnd} />);
    expect(screen.getByRole('timer')).toHaveTextContent('10:00');
    expect(said()).toBe('The price is held for 10 minutes.');

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('09:59');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('08:59');
    expect(said()).toBe('The price is held for 10 minutes.');

    act(() => vi.advanceTimersByTime(239_000));
    expect(screen.getByRole('timer')).toHaveTextContent('05:00');
    expect(said()).toBe('5 minutes left at this price.');
    act(() => vi.advanceTimersByTime(240_000));
    expect(said()).toBe('1 minute left at this price.');
    expect(onEnd).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it.each([
    [570, '09:30', 'The price is held for 9 minutes and 30 seconds.'],
    [240, '04:00', 'The price is held for 4 minutes.'],
    [45, '00:45', 'The price is held for 45 seconds.'],
  ])('says at the start the time the clock shows (%i s)', async (seconds, clock, words) => {
    await renderInLanguage('en', <QuoteCountdown heldUntil={Date.now() + seconds * 1000} onEnd={() => {}} />);
    expect(screen.getByRole('timer')).toHaveTextContent(clock);
    expect(said()).toBe(words);
  });

  it('in Arabic, counts down in the same digits and says the time shown, in Arabic’s plural forms', async () => {
    await renderInLanguage('ar', <QuoteCountdown heldUntil={Date.now() + 90_000} onEnd={() => {}} />);
    expect(screen.getByRole('timer')).toHaveTextContent('01:30');
    expect(said()).toBe('مدة تثبيت السعر لك دقيقة واحدة و30 ثانية.');
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
    expect(said()).toBe('بقي على هذا السعر دقيقة واحدة.');
  });

  it.each([
    [120, 'مدة تثبيت السعر لك دقيقتان.'],
    [240, 'مدة تثبيت السعر لك 4 دقائق.'],
    [720, 'مدة تثبيت السعر لك 12 دقيقة.'],
  ])('in Arabic, says %i s with the word its number takes', async (seconds, words) => {
    await renderInLanguage('ar', <QuoteCountdown heldUntil={Date.now() + seconds * 1000} onEnd={() => {}} />);
    expect(said()).toBe(words);
  });
});
