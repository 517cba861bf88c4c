import { useLingui } from '@lingui/react/macro';
import { formatWeight } from '../../../shared/format';
import { weightOf, type Product } from '../../catalogue';
import classes from './ProductCard.module.css';

/**
 * Karat, purity and weight in one line under a card's title: a Saudi gold listing states them
 * with the price. An unknown weight is left out.
 */
export function PieceFacts({ product }: { product: Pick<Product, 'karat' | 'purity' | 'varieties'> }) {
  const { t } = useLingui();
  const { karat } = product;
  const weight = weightOf(product);
  const purity = formatWeight(product.purity);
  const grams = weight === null ? '' : formatWeight(weight);
  const facts = [t`${karat}K`, t`Purity ${purity}`, ...(weight === null ? [] : [t`${grams} g`])];
  return (
    <p className={classes.facts}>
      {facts.map((fact, index) => (
        <span key={fact}>
          {index > 0 && ' · '}
          <bdi>{fact}</bdi>
        </span>
      ))}
    </p>
  );
}
