import { useLingui } from '@lingui/react/macro';
import { getThemeColor, useMantineTheme, type MantineColor } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './StarRating.module.css';

// Tabler's star, as Mantine's Rating draws it: five of them side by side in one picture.
const STAR = 'M12 17.75l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873z';
const STAR_OFFSETS = [0, 24, 48, 72, 96];

function FiveStars() {
  return (
    <svg className={classes.stars} viewBox="0 0 120 24" aria-hidden="true" focusable="false">
      {STAR_OFFSETS.map((x) => (
        <path key={x} d={STAR} transform={`translate(${x})`} />
      ))}
    </svg>
  );
}

interface StarRatingProps {
  /** Out of 5 (beyond, 0 or 5); drawn to the nearest half star, said to the nearest tenth. */
  value: number;
  size?: 'sm' | 'md';
  color?: MantineColor;
}

/**
 * A rating to read, not to change: one picture with its words for screen readers. Mantine's Rating
 * draws an input and a label per half star even read-only (~60 elements a rating, six on a product
 * page); this is two rows of five stars, the filled one cut at the rating from the reading side.
 */
export function StarRating({ value, size = 'sm', color = 'yellow' }: StarRatingProps) {
  const { t } = useLingui();
  const theme = useMantineTheme();
  const rating = Math.min(5, Math.max(0, value));
  const rounded = Math.round(rating * 10) / 10;
  const drawn = Math.round(rating * 2) / 2;
  const style = { '--rating-color': getThemeColor(color, theme), '--rating-filled': `${drawn * 20}%` } as CSSProperties;
  return (
    <span role="img" aria-label={t`Rated ${rounded} out of 5`} className={classes.rating} data-size={size} style={style}>
      <FiveStars />
      <span className={classes.filled}>
        <FiveStars />
      </span>
    </span>
  );
}
