import { Card, Group, Skeleton, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { Price } from '../Price';
import { ProductImage, firstImageOf, productLinkParams, type Product } from '../../catalogue';
import { QuickViewButton } from '../quick-view/QuickViewButton';
import { CartButton, CompareButton, FavouriteButton } from '../toggles/PieceToggles';
import { PieceFacts } from './PieceFacts';
import classes from './ProductCard.module.css';
import { tiltHandlers } from './tilt';

/**
 * A product in a grid or a carousel: image, title, description, price,
 * previous price and currency, linking to its page; favourite and compare on the picture, quick
 * view and cart beside the price; a light tilt. `priority` marks the page's first image, `eager`
 * one likely on the first screen (see ProductImage).
 */
export function ProductCard({ product, priority = false, eager = priority }: { product: Product; priority?: boolean; eager?: boolean }) {
  const titleId = useId();
  return (
    // Plain elements with Mantine's card look: a listing draws dozens of cards on the server.
    <article
      aria-labelledby={titleId}
      className={classes.card}
      onPointerMove={tiltHandlers.onPointerMove}
      onPointerLeave={tiltHandlers.onPointerLeave}
    >
      <div className={classes.media}>
        <Link to="/products/$productId" params={productLinkParams(product)} tabIndex={-1} aria-hidden>
          <ProductImage media={firstImageOf(product)} alt="" priority={priority} eager={eager} radius={0} />
        </Link>
        <div className={classes.corner}>
          <FavouriteButton product={product} />
          <CompareButton product={product} />
        </div>
      </div>
      <div className={classes.text}>
        <Link id={titleId} to="/products/$productId" params={productLinkParams(product)} className={`${classes.title} mantine-focus-auto`}>
          {product.title}
        </Link>
        <p className={classes.subtitle}>{product.subtitle}</p>
        <PieceFacts product={product} />
      </div>
      <div className={classes.footer}>
        <Price amount={product.price} lastPrice={product.lastPrice} />
        <div className={classes.actions}>
          <QuickViewButton product={product} />
          <CartButton product={product} />
        </div>
      </div>
    </article>
  );
}

/** The card's shape while its product loads. */
export function ProductCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="sm" aria-hidden h="100%">
      <Card.Section>
        <Skeleton style={{ aspectRatio: '1 / 1' }} radius={0} />
      </Card.Section>
      <Stack gap={8} mt="sm">
        <Skeleton height={16} width="80%" />
        <Skeleton height={12} width="60%" />
        <Skeleton height={10} width="50%" />
        <Group justify="space-between" mt={6}>
          <Skeleton height={18} width="40%" />
          <Skeleton height={34} width={74} radius="xl" />
        </Group>
      </Stack>
    </Card>
  );
}
