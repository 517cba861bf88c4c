import { Card, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AnchorLink } from '../../../shared/ui/links';
import { Price } from '../Price';
import { ProductImage } from '../ProductImage';
import { firstImageOf, productLinkParams, type Product } from '../types';

/**
 * A product in a grid or a carousel (SPEC §2 "Product card"): image, title, description, price,
 * previous price and currency, linking to its page. `priority` marks the page's first image.
 */
export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  return (
    <Card withBorder radius="md" padding="sm" h="100%">
      <Card.Section>
        <Link to="/products/$productId" params={productLinkParams(product)} tabIndex={-1} aria-hidden>
          <ProductImage media={firstImageOf(product)} alt="" priority={priority} radius={0} />
        </Link>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <AnchorLink to="/products/$productId" params={productLinkParams(product)} fw={700} c="dark" lineClamp={2}>
          {product.title}
        </AnchorLink>
        <Text fz="sm" c="dimmed" lineClamp={2}>
          {product.subtitle}
        </Text>
        <Price amount={product.price} lastPrice={product.lastPrice} />
      </Stack>
    </Card>
  );
}

/** The card's shape while its product loads. */
export function ProductCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="sm" aria-hidden>
      <Card.Section>
        <Skeleton style={{ aspectRatio: '1 / 1' }} radius={0} />
      </Card.Section>
      <Stack gap={8} mt="sm">
        <Skeleton height={16} width="80%" />
        <Skeleton height={12} width="60%" />
        <Skeleton height={18} width="40%" />
      </Stack>
    </Card>
  );
}
