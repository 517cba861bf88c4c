import { useLingui } from '@lingui/react/macro';
import { Rating, type MantineSize } from '@mantine/core';

/** A rating to read, not to change: the stars are one picture with its words for screen readers. */
export function StarRating({ value, size = 'sm' }: { value: number; size?: MantineSize }) {
  const { t } = useLingui();
  const rounded = Math.round(value * 10) / 10;
  return (
    <span role="img" aria-label={t`Rated ${rounded} out of 5`} style={{ display: 'inline-flex' }}>
      <Rating value={value} fractions={2} readOnly size={size} />
    </span>
  );
}
