import { useLingui } from '@lingui/react/macro';
import { Input, Text } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import classes from './RatingInput.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

interface RatingInputProps {
  legend: ReactNode;
  value: number;
  onChange: (value: number) => void;
  error?: ReactNode;
}

/**
 * Picking 1 to 5 stars with native radio buttons: arrow keys choose, as with any radio group,
 * and a screen reader hears "3 out of 5 stars". (Mantine's Rating only commits a keyboard choice
 * on Space or Enter, so arrows alone would silently change nothing.)
 */
export function RatingInput({ legend, value, onChange, error }: RatingInputProps) {
  const { t } = useLingui();
  const name = useId();
  const errorId = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;

  return (
    <fieldset className={classes.fieldset} aria-describedby={error ? errorId : undefined}>
      {/* Looks like the other fields' labels and errors. */}
      <Text component="legend" fw="var(--mantine-font-weight-medium)" fz="sm" className={classes.legend}>
        {legend}{' '}
        <Text span c="var(--mantine-color-error)" aria-hidden>
          *
        </Text>
      </Text>
      <div className={classes.stars} onMouseLeave={() => setHovered(0)}>
        {STARS.map((stars) => (
          <label key={stars} className={classes.star} data-filled={stars <= shown || undefined} onMouseEnter={() => setHovered(stars)}>
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              required
              className={classes.input}
              aria-invalid={error ? true : undefined}
            />
            {stars <= shown ? <IconStarFilled size={28} aria-hidden /> : <IconStar size={28} stroke={1.5} aria-hidden />}
            <span className="visually-hidden">{t`${stars} out of 5 stars`}</span>
          </label>
        ))}
      </div>
      {error && (
        <Input.Error id={errorId} mt={4}>
          {error}
        </Input.Error>
      )}
    </fieldset>
  );
}
