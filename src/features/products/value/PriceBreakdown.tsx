import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { formatNumber, formatVatRate, formatWeight, isolate } from '../../../shared/format';
import { Money } from '../../../shared/ui/Money';
import type { Product } from '../../catalogue';
import classes from './PriceBreakdown.module.css';
import box from './valueBox.module.css';

function Line({ label, amount, total = false }: { label: ReactNode; amount: number; total?: boolean }) {
  return (
    <tr className={total ? classes.total : undefined}>
      <th scope="row">{label}</th>
      <td>
        <Money amount={amount} />
      </td>
    </tr>
  );
}

/**
 * How the price is made, as the backend priced the piece: the gold's value (weight ×
 * the rate per gram it used), the making charge, any stones, VAT, and the price. Nothing here is
 * computed in the browser. Investment gold says why its VAT is 0%.
 */
export function PriceBreakdown({ product }: { product: Pick<Product, 'karat' | 'price_breakdown'> }) {
  const { t } = useLingui();
  const titleId = useId();
  const parts = product.price_breakdown;
  const title = (
    <p id={titleId} className={box.title}>
      <Trans>How the price is made</Trans>
    </p>
  );
  if (!parts) {
    return (
      <section aria-labelledby={titleId} className={box.box}>
        {title}
        <p className={box.text}>
          <Trans>This piece is priced as a whole: its weight is known only once it is made.</Trans>
        </p>
      </section>
    );
  }
  const grams = isolate(formatWeight(parts.weight));
  const rate = isolate(formatNumber(parts.gold_rate_per_gram));
  const karat = product.karat;
  const vat = formatVatRate(parts.vat_rate);
  return (
    <section aria-labelledby={titleId} className={box.box}>
      {title}
      <table className={classes.table}>
        <tbody>
          <Line label={<Trans>Gold: {grams} g × {rate} per gram of {karat}K</Trans>} amount={parts.gold_value} />
          <Line label={t`Making charge`} amount={parts.making_charge} />
          {parts.stones_value > 0 && <Line label={t`Stones`} amount={parts.stones_value} />}
          <Line label={t`Price before VAT`} amount={parts.price_before_vat} />
          <Line label={t`VAT ${vat}`} amount={parts.vat_amount} />
          <Line label={t`Price`} amount={parts.total} total />
        </tbody>
      </table>
      {parts.investment_gold && (
        <p className={box.note}>
          <Trans>Investment gold (bars and coins of 99% purity or more) is zero-rated for VAT in Saudi Arabia.</Trans>
        </p>
      )}
    </section>
  );
}
