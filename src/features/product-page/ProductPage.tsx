import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Breadcrumbs, Container, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { roundMoney } from '../../shared/money';
import { AnchorLink } from '../../shared/ui/links';
import { Money } from '../../shared/ui/Money';
import { categoryLinkParams, productQuery, type ProductDetails } from '../catalogue';
import { InstalmentSplits } from '../payment-methods';
import { PieceValueBox, Price, PriceBreakdown } from '../products';
import { StarRating } from '../../shared/ui/StarRating';
import { MediaGallery } from './MediaGallery';
import { ProductFacts } from './ProductFacts';
import { PurchasePanel } from './PurchasePanel';
import { ProductLowerParts } from './ProductLowerParts';
import { ShareButtons } from './ShareButtons';

/**
 * /products/{productId}: the product, which its route's loader has put in the cache (an unknown
 * one is the route's "Product not found", a failure its error page).
 */
export function ProductPage({ productId }: { productId: number }) {
  // Keyed: another product starts afresh (its own counter and text), never showing the last one.
  return <LoadedProduct key={productId} id={productId} />;
}

function LoadedProduct({ id }: { id: number }) {
  const product = useSuspenseQuery(productQuery(id)).data;
  return <ProductDetailsView id={id} product={product.data} />;
}

/** What the split under the unit price is of, once the counter is past 1: "Total for 2 pieces: 10,780.50 SAR". */
function PiecesTotal({ quantity, amount }: { quantity: number; amount: number }) {
  return (
    <Trans>
      Total for <Plural value={quantity} one="# piece" other="# pieces" />: <Money amount={amount} />
    </Trans>
  );
}

/**
 * Everything the product page shows about one product (exported for its tests). `id` is the
 * product of the address: the related products and comments are asked for by it, the calls the
 * route loader already started, not by the id the answer carries (which a backend may send
 * otherwise, and which the contract does not bound).
 */
export function ProductDetailsView({ id, product }: { id: number; product: ProductDetails }) {
  const { t } = useLingui();
  const { category } = product;
  const reviewsCount = product.reviews_count ?? 0;
  // The purchase panel's counter; the instalment split under the price is for that many.
  const [quantity, setQuantity] = useState(1);
  const amount = roundMoney(product.price * quantity);

  return (
    <Container size="xl" py="lg">
      <Breadcrumbs component="nav" aria-label={t`Breadcrumb`} mb="md" separatorMargin={6} style={{ flexWrap: 'wrap' }}>
        <AnchorLink to="/" fz="sm">
          <Trans>Home</Trans>
        </AnchorLink>
        <AnchorLink to="/Store" fz="sm">
          <Trans>Store</Trans>
        </AnchorLink>
        <AnchorLink
          to="/category/$categoryId/$categoryName"
          params={categoryLinkParams(category)}
          fz="sm"
        >
          {category.title}
        </AnchorLink>
        <Text fz="sm" aria-current="page" c="gray.7" lineClamp={1}>
          {product.title}
        </Text>
      </Breadcrumbs>

      <Grid gap={{ base: 'lg', md: 40 }}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <MediaGallery media={product.media} title={product.title} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <div>
              <Title order={1} fz={{ base: 26, md: 32 }}>
                {product.title}
              </Title>
              <Text c="gray.7" fz="lg" mt={4}>
                {product.subtitle}
              </Text>
              {product.rating !== undefined && product.rating > 0 && (
                <Group gap={6} mt={6}>
                  <StarRating value={product.rating} />
                  <Anchor href="#reviews" fz="sm">
                    <Plural value={reviewsCount} one="# review" other="# reviews" />
                  </Anchor>
                </Group>
              )}
            </div>
            <Stack gap={4}>
              <Price amount={product.price} lastPrice={product.lastPrice} size="xl" />
              <InstalmentSplits amount={amount} caption={quantity > 1 && <PiecesTotal quantity={quantity} amount={amount} />} />
            </Stack>
            {/* The price as it was made, beside today's value of its gold. */}
            <SimpleGrid cols={{ base: 1, sm: 2, md: 1, lg: 2 }} spacing="sm">
              <PriceBreakdown product={product} />
              <PieceValueBox product={product} />
            </SimpleGrid>
            <ProductFacts product={product} />
            <PurchasePanel product={product} quantity={quantity} onQuantityChange={setQuantity} />
            <ShareButtons title={product.title} />
          </Stack>
        </Grid.Col>
      </Grid>

      <ProductLowerParts productId={id} product={product} />
    </Container>
  );
}
