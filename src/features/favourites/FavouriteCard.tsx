import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Card, Group, Stack, Text } from '@mantine/core';
import { IconHeartFilled } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { AnchorLink } from '../../shared/ui/links';
import { firstImageOf, ProductImage, productLinkParams, type Product } from '../catalogue';
import { CartButton, CompareButton, Price } from '../products';
import classes from './FavouriteCard.module.css';
import { Hint } from '../../shared/speed/Hint';

interface FavouriteCardProps {
  product: Product;
  onRemove: (product: Product) => void;
  /** The page's first image: not lazy. */
  priority?: boolean;
  /** On the first screen: not lazy either. */
  eager?: boolean;
}

/**
 * A favourite: the product card's picture, title, description and price, with its cart and
 * compare buttons. The filled heart takes it out of the list (the list's own removal, so the card
 * leaves at once and comes back if the call fails).
 */
export function FavouriteCard({ product, onRemove, priority = false, eager = priority }: FavouriteCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const removeLabel = t`Remove from favorites`;
  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="md" padding="sm" className={classes.card}>
      <Card.Section className={classes.media}>
        <Link to="/products/$productId" params={productLinkParams(product)} tabIndex={-1} aria-hidden>
          <ProductImage media={firstImageOf(product)} alt="" priority={priority} eager={eager} radius={0} />
        </Link>
        <div className={classes.corner}>
          <Hint label={removeLabel} withArrow openDelay={300}>
            <ActionIcon size="lg" radius="xl" variant="filled" aria-label={removeLabel} onClick={() => onRemove(product)}>
              <IconHeartFilled size="60%" stroke={1.8} aria-hidden />
            </ActionIcon>
          </Hint>
          <CompareButton product={product} />
        </div>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <AnchorLink id={titleId} to="/products/$productId" params={productLinkParams(product)} fw={700} c="dark" lineClamp={2}>
          {product.title}
        </AnchorLink>
        <Text fz="sm" c="gray.7" lineClamp={2}>
          {product.subtitle}
        </Text>
      </Stack>
      <Group className={classes.footer} justify="space-between" align="flex-end" gap="xs" wrap="nowrap">
        <Price amount={product.price} lastPrice={product.lastPrice} />
        <CartButton product={product} />
      </Group>
    </Card>
  );
}
