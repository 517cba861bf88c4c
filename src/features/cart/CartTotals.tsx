import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatMoney } from '../../shared/format';
import { useLanguage } from '../../shared/language';
import classes from './CartTotals.module.css';
import type { CartTotalsFigures } from './cart';
import { asText } from '../../shared/ui/asText';

function Row({ label, children, className }: { label: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={className ? `${classes.row} ${className}` : classes.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The sums of a cart or an order as a definition list (a screen reader reads each name with its
 * amount): subtotal, the coupon's discount with its code, the bank-transfer discount when given,
 * delivery ("Free" at 0), the total, and the VAT the total already includes (said so, and never
 * added again).
 */
export function CartTotals({ totals }: { totals: CartTotalsFigures }) {
  const { t } = useLingui();
  const language = useLanguage();
  const money = (amount: number) => <bdi>{formatMoney(amount, language)}</bdi>;
  // A true minus sign, so the discount reads "minus …", not "hyphen".
  const off = (amount: number) => <bdi>{`\u2212${formatMoney(amount, language)}`}</bdi>;
  const { subtotal, discount, coupon: code, bankTransferDiscount, delivery, vat, total } = totals;
  const coupon = code && asText(code);

  return (
    <dl className={classes.list}>
      <Row label={t`Subtotal`}>{money(subtotal)}</Row>
      {discount > 0 && (
        <Row
          className={classes.discount}
          label={code ? <Trans>Coupon discount (<bdi>{coupon}</bdi>)</Trans> : <Trans>Coupon discount</Trans>}
        >
          {off(discount)}
        </Row>
      )}
      {bankTransferDiscount !== undefined && bankTransferDiscount > 0 && (
        <Row className={classes.discount} label={t`Bank transfer discount`}>
          {off(bankTransferDiscount)}
        </Row>
      )}
      <Row label={t`Delivery`}>{delivery === 0 ? t`Free` : money(delivery)}</Row>
      <Row className={classes.total} label={t`Total`}>
        {money(total)}
      </Row>
      <Row className={classes.included} label={t`VAT (included in prices)`}>
        {money(vat)}
      </Row>
    </dl>
  );
}
