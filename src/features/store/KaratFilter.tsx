import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import classes from './KaratFilter.module.css';
import { KARATS, type Karat } from './listingSearch';

interface KaratFilterProps {
  /** The id of the element naming the group ("Karat"). */
  labelledBy: string;
  value: Karat | undefined;
  onChange: (karat: Karat | undefined) => void;
}

/**
 * All karats, or one of them: a group of radios drawn as one segmented pill. Not Mantine's
 * SegmentedControl, whose sliding indicator measures the page as it mounts, a forced layout that
 * made the store's first render a long task (~50 ms on a fast machine, four times that on a phone).
 */
export function KaratFilter({ labelledBy, value, onChange }: KaratFilterProps) {
  const { t } = useLingui();
  const name = useId();
  const options = [{ karat: undefined, label: t`All` }, ...KARATS.map((karat) => ({ karat, label: String(karat) }))];
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={classes.segments}>
      {options.map(({ karat, label }) => (
        <label key={label} className={classes.segment}>
          <input type="radio" name={name} className={classes.input} checked={karat === value} onChange={() => onChange(karat)} />
          <span className={classes.label}>{label}</span>
        </label>
      ))}
    </div>
  );
}
