import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/shared/formatDate';

// One date format across the store: the testimonials' and reviews' days, the comments' and the
// orders' moments all read "20 January 2025" / "20 يناير 2025" (the birth date's calendar too).
describe('formatDate', () => {
  it.each([
    ['en', '20 January 2025'],
    ['ar', '20 يناير 2025'],
  ] as const)('writes a calendar date day, month, year in %s', (language, written) => {
    expect(formatDate('2025-01-20', language)).toBe(written);
  });

  it.each([
    ['en', '10 March 2025'],
    ['ar', '10 مارس 2025'],
  ] as const)('writes a moment (a comment, an order) the same way in %s, in the Gregorian calendar', (language, written) => {
    // Noon in Riyadh: the same day in any time zone the tests run in.
    expect(formatDate('2025-03-10T12:00:00+03:00', language)).toBe(written);
  });

  it.each([
    ['en', /^10 March 2025 at \d{1,2}:00\s?[ap]m$/i],
    ['ar', /^10 مارس 2025 في \d{1,2}:00 [صم]$/],
  ] as const)('adds the time when asked, after the same date, in %s', (language, written) => {
    expect(formatDate('2025-03-10T12:00:00+03:00', language, { withTime: true })).toMatch(written);
  });

  it('never moves a calendar date to another day, and leaves what is not a date as it is', () => {
    expect(formatDate('2025-12-31', 'en')).toBe('31 December 2025');
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});
