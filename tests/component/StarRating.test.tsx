// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from '../../src/shared/ui/StarRating';
import { renderInLanguage } from './renderPage';

const SAID = { en: 'Rated 4.3 out of 5', ar: 'التقييم 4.3 من 5' } as const;

/** How much of the five stars is filled, as the picture's style says it. */
const filledOf = (picture: HTMLElement) => picture.style.getPropertyValue('--rating-filled');

describe('a rating to read', () => {
  it.each(['en', 'ar'] as const)('in %s, is one picture saying the rating to a tenth, its stars filled to a half', async (language) => {
    await renderInLanguage(language, <StarRating value={4.27} />);
    const picture = screen.getByRole('img', { name: SAID[language] });
    // 4.27 stars are drawn as 4.5 (Mantine's Rating with half stars drew the same).
    expect(filledOf(picture)).toBe('90%');
    // Nothing in it to focus or choose: it is read, not changed.
    expect(picture.querySelectorAll('input, button, [tabindex]')).toHaveLength(0);
  });

  it('is never more than five stars nor fewer than none', async () => {
    await renderInLanguage('en', <>
      <StarRating value={7} />
      <StarRating value={-1} />
    </>);
    expect(filledOf(screen.getByRole('img', { name: 'Rated 5 out of 5' }))).toBe('100%');
    expect(filledOf(screen.getByRole('img', { name: 'Rated 0 out of 5' }))).toBe('0%');
  });
});
