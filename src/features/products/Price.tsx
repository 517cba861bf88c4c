import { Trans } from '@lingui/react/macro';
import { formatMoneyParts } from '../../shared/format';
import { useLanguage } from '../../shared/language';
import classes from './Price.module.css';

/** A price in riyals with 2 decimals, and the previous price struck through when there is one. */
export function Price({ amount, lastPrice, size = 'md' }: { amount: number; lastPrice?: number | null; size?: 'md' | 'xl' }) {
  const language = useLanguage();
  const now = formatMoneyParts(amount, language);
  const before = lastPrice && lastPrice > amount ? formatMoneyParts(lastPrice, language) : undefined;
  return (
    <div className={classes.price}>
      <bdi className={classes.now} data-size={size}>
        {now.number} <span className={classes.currency}>{now.currency}</span>
      </bdi>
      {before && (
        <del className={classes.before}>
          <span className="visually-hidden">
            <Trans>Previous price:</Trans>{' '}
          </span>
          <bdi>
            {before.number} {before.currency}
          </bdi>
        </del>
      )}
    </div>
  );
}
