import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../shared/ui/links';
import { categoryLinkParams, weightOf, type ProductDetails } from '../catalogue';
// Written without padded decimals (15.3, 100), the same way everywhere a weight is shown.
import classes from './ProductFacts.module.css';
import { formatWeight } from '../../shared/format';

/**
 * What the piece is: karat, purity, weight, size, stock and category, as a two-column table. An unknown
 * weight (null) and a size of 0 or less read "Not available", out of stock is a red badge.
 */
export function ProductFacts({ product }: { product: ProductDetails }) {
  const { t } = useLingui();
  const weight = weightOf(product);
  // gray.7, not `dimmed`: Mantine's dimmed gray is below the 4.5:1 contrast text needs.
  const notAvailable = <Text span c="gray.7">{t`Not available`}</Text>;
  const { quantity, karat } = product;
  const grams = weight === null ? '' : formatWeight(weight);

  const rows: [string, ReactNode][] = [
    [t`Karat`, t`${karat}K`],
    [t`Purity`, <bdi>{formatWeight(product.purity)}</bdi>],
    [t`Weight`, weight === null ? notAvailable : <bdi>{t`${grams} g`}</bdi>],
    [t`Size`, product.size > 0 ? <bdi>{formatWeight(product.size)}</bdi> : notAvailable],
    [
      t`Stock`,
      quantity > 0 ? (
        // Outline and a dark fill: Mantine's light badges fall below the 4.5:1 text contrast.
        <Badge color="teal.9" variant="outline" size="lg" tt="none">
          <Plural value={quantity} one="In stock: # piece" other="In stock: # pieces" />
        </Badge>
      ) : (
        <Badge color="red.9" variant="filled" size="lg" tt="none">
          <Trans>Out of stock</Trans>
        </Badge>
      ),
    ],
    [
      t`Category`,
      <AnchorLink to="/category/$categoryId/$categoryName" params={categoryLinkParams(product.category)}>
        {product.category.title}
      </AnchorLink>,
    ],
  ];

  return (
    <table className={classes.table}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

