import { Trans } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { formatMoneyParts } from '../../shared/format';
import { useLanguage } from '../../shared/language';
import classes from './Price.module.css';

/** An amount in riyals with its currency a little smaller, isolated for text of either direction. */
export function Amount({ amount, ...props }: { amount: number } & ComponentProps<'bdi'>) {
  const { number, currency } = formatMoneyParts(amount, useLanguage());
  return (
    <bdi {...props}>
      {number} <span className={classes.currency}>{currency}</span>
    </bdi>
  );
}

/** A price in riyals with 2 decimals, and the previous price struck through when there is one. */
export function Price({ amount, lastPrice, size = 'md' }: { amount: number; lastPrice?: number | null; size?: 'md' | 'xl' }) {
  const language = useLanguage();
  const before = lastPrice && lastPrice > amount ? formatMoneyParts(lastPrice, language) : undefined;
  return (
    <div className={classes.price}>
      <Amount amount={amount} className={classes.now} data-size={size} />
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
