import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { goldPricesPerGramQuery, pricePerGram } from '../../gold-prices';
import { formatWeight, isolate } from '../../../shared/format';
import { pieceValue } from '../goldValue';
import { Amount } from '../Price';
import { weightOf, type Product } from '../../catalogue';
import classes from './valueBox.module.css';

function Row({ label, children, strong = false }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={classes.row} data-strong={strong || undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * What a gold buyer weighs a price against: the price per gram, today's value of the
 * metal in the piece (weight × today's per-gram price for its karat, following the 30 s polling)
 * and what the shopper pays above it. Absent when the weight is unknown; the gold figures are
 * absent while today's prices are unknown.
 */
export function PieceValue({ product }: { product: Product }) {
  const { t } = useLingui();
  const titleId = useId();
  const weight = weightOf(product);
  const { data: gramPrices } = useQuery({ ...goldPricesPerGramQuery(), enabled: weight !== null });
  if (weight === null) return null;

  const value = pieceValue({ price: product.price, weight, karat: product.karat }, gramPrices);
  if (value.pricePerGram === undefined) return null;
  const gram = pricePerGram(product.karat, gramPrices);
  const weightText = isolate(formatWeight(weight));
  const karat = product.karat;
  const { goldValue, premium } = value;
  const gold = goldValue !== undefined && premium !== undefined && gram !== undefined ? { goldValue, premium, gram } : undefined;

  return (
    <section aria-labelledby={titleId} className={`${classes.box} ${classes.gold}`}>
      <p id={titleId} className={classes.title}>
        <Trans>Gold value of this piece</Trans>
      </p>
      <dl className={classes.rows}>
        <Row label={t`Price per gram`}>
          <Amount amount={value.pricePerGram} />
        </Row>
        {gold && (
          <>
            <Row label={t`Today's gold value`}>
              <Amount amount={gold.goldValue} />
            </Row>
            <Row label={gold.premium >= 0 ? t`Paid above the gold value` : t`Below the gold value`} strong>
              <Amount amount={Math.abs(gold.premium)} />
            </Row>
          </>
        )}
      </dl>
      {gold && (
        <p className={classes.note}>
          <Trans>
            {weightText} g × <Amount amount={gold.gram} /> per gram of {karat}K today; gold prices update every 30 seconds.
          </Trans>
        </p>
      )}
    </section>
  );
}
