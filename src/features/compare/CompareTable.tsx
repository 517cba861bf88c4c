import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { goldPricesPerGramQuery } from '../gold-prices';
import { firstImageOf, ProductImage, productLinkParams, type Product } from '../catalogue';
import { Price } from '../products';
import { formatMoney, formatWeight } from '../../shared/format';
import { useLanguage } from '../../shared/language';
import { AnchorLink } from '../../shared/ui/links';
import { compareFigures, lowestPricePerPureGram, type ComparedProduct } from './compareFigures';
import { CompareActions } from './CompareActions';
import { NotAvailable, NotAvailableText } from './NotAvailable';
import classes from './CompareTable.module.css';

interface Row {
  label: string;
  cell: (item: ComparedProduct) => ReactNode;
  /** Marks the cell as the best of its row. */
  isBest?: (item: ComparedProduct) => boolean;
}

/**
 * The compared products side by side: one column per product, one row per
 * figure, with today's gold value of each piece from the live per-gram prices (polled every 30 s,
 * so the figures follow them). On a phone the products scroll sideways under sticky row headers.
 */
export function CompareTable({ products, onRemove }: { products: Product[]; onRemove: (product: Product) => void }) {
  const { t } = useLingui();
  const language = useLanguage();
  const gramPrices = useQuery(goldPricesPerGramQuery()).data;
  const compared = compareFigures(products, gramPrices);
  const lowest = lowestPricePerPureGram(compared);
  const money = (amount: number | undefined) => (amount === undefined ? <NotAvailable /> : <bdi>{formatMoney(amount, language)}</bdi>);

  const rows: Row[] = [
    { label: t`Karat`, cell: ({ product: { karat } }) => t`${karat}K` },
    { label: t`Weight`, cell: ({ weight }) => (weight === null ? <NotAvailableText /> : <Grams grams={formatWeight(weight)} />) },
    { label: t`Size`, cell: ({ product }) => (product.size > 0 ? <bdi>{formatWeight(product.size)}</bdi> : <NotAvailableText />) },
    { label: t`Stock`, cell: ({ product }) => <StockBadge quantity={product.quantity} /> },
    { label: t`Price`, cell: ({ product }) => <Price amount={product.price} lastPrice={product.lastPrice} /> },
    { label: t`Price per gram`, cell: (item) => money(item.pricePerGram) },
    {
      // The row that crowns the cheapest: a gram of 18K holds 0.75 g of gold, of 24K a whole one.
      label: t`Price per gram of pure gold (24K)`,
      cell: (item) => (
        <Stack gap={4} align="flex-start">
          {money(item.pricePerPureGram)}
          {lowest.has(item.product.id) && (
            // The darkest shades: Mantine's default teal and red are below the 4.5:1 contrast text needs.
            <Badge color="teal.9" variant="filled" tt="none">
              <Trans>Lowest per gram of pure gold</Trans>
            </Badge>
          )}
        </Stack>
      ),
      isBest: (item) => lowest.has(item.product.id),
    },
    { label: t`Gold value today`, cell: (item) => money(item.goldValue) },
    { label: t`Paid above the gold value`, cell: (item) => money(item.premium) },
    { label: t`Actions`, cell: ({ product }) => <CompareActions product={product} onRemove={onRemove} /> },
  ];

  return (
    <Table.ScrollContainer
      type="native"
      minWidth={`${9 + compared.length * 11}rem`}
      tabIndex={0}
      role="region"
      aria-label={t`Compared products`}
    >
      <Table verticalSpacing="sm" horizontalSpacing="md" striped={false} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.rowHeader}>
              <span className="visually-hidden">{t`Product`}</span>
            </Table.Th>
            {compared.map(({ product }, index) => (
              <Table.Th key={product.id} scope="col" className={classes.product}>
                <div className={classes.image}>
                  <ProductImage media={firstImageOf(product)} alt="" priority={index === 0} eager />
                </div>
                <AnchorLink to="/products/$productId" params={productLinkParams(product)} fw={700} c="dark">
                  {product.title}
                </AnchorLink>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" className={classes.rowHeader}>
                {row.label}
              </Table.Th>
              {compared.map((item) => (
                <Table.Td key={item.product.id} className={row.isBest?.(item) ? classes.lowest : undefined}>
                  {row.cell(item)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Grams({ grams }: { grams: string }) {
  const { t } = useLingui();
  return <bdi>{t`${grams} g`}</bdi>;
}

function StockBadge({ quantity }: { quantity: number }) {
  return quantity > 0 ? (
    // Teal's darkest text on its palest ground (4.8:1): Mantine's light teal badge is below the 4.5:1 text needs.
    <Badge color="teal" c="teal.9" bg="teal.0" variant="light" size="lg" tt="none">
      <Plural value={quantity} one="In stock: # piece" other="In stock: # pieces" />
    </Badge>
  ) : (
    <Badge color="red.9" variant="filled" size="lg" tt="none">
      <Trans>Out of stock</Trans>
    </Badge>
  );
}
