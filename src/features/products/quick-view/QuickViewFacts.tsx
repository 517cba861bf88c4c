import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Group, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNumber, formatWeight } from '../../../shared/format';
import { AnchorLink } from '../../../shared/ui/links';
import { categoryLinkParams, weightOf, type Product } from '../../catalogue';

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" fz="xs" c="gray.7">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600}>
        {children}
      </Text>
    </div>
  );
}

/**
 * Stock, karat, purity, weight, size and the category tag. A size of 0 or less and an unknown weight read
 * "Not available". `onLeave` closes the dialog when the category link is followed.
 */
export function QuickViewFacts({ product, onLeave }: { product: Product; onLeave: () => void }) {
  const { t } = useLingui();
  const weight = weightOf(product);
  const notAvailable = t`Not available`;
  const { quantity, karat } = product;
  const inStock = quantity > 0;
  const grams = weight === null ? '' : formatWeight(weight);
  return (
    <>
      <Group gap="xs">
        <Text
          span
          fz="sm"
          fw={700}
          px="sm"
          py={4}
          c={inStock ? 'teal.9' : 'white'}
          bg={inStock ? 'teal.0' : 'red.8'}
          style={{ borderRadius: 'var(--mantine-radius-xl)' }}
        >
          {inStock ? <Plural value={quantity} one="In stock: # piece" other="In stock: # pieces" /> : <Trans>Out of stock</Trans>}
        </Text>
        <AnchorLink
          to="/category/$categoryId/$categoryName"
          params={categoryLinkParams(product.category)}
          onClick={onLeave}
          fz="sm"
          fw={600}
          px="sm"
          py={4}
          bg="brown.0"
          style={{ borderRadius: 'var(--mantine-radius-xl)' }}
        >
          {product.category.title}
        </AnchorLink>
      </Group>
      <SimpleGrid component="dl" cols={{ base: 2, xs: 4 }} spacing="xs" m={0}>
        <Fact label={t`Karat`}>
          <bdi>{t`${karat}K`}</bdi>
        </Fact>
        <Fact label={t`Purity`}>
          <bdi>{formatWeight(product.purity)}</bdi>
        </Fact>
        <Fact label={t`Weight`}>
          {weight === null ? notAvailable : <bdi>{t`${grams} g`}</bdi>}
        </Fact>
        <Fact label={t`Size`}>{product.size > 0 ? formatNumber(product.size, 0) : notAvailable}</Fact>
      </SimpleGrid>
    </>
  );
}
