import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { IconPencil, IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { roundMoney } from '../../../shared/money';
import { ButtonLink } from '../../../shared/ui/links';
import { QuantityCounter, useAddToCart } from '../../cart';
import { InstalmentSplits } from '../../payment-methods';
import { Price } from '../Price';
import { productLinkParams, type Product } from '../../catalogue';

/**
 * The counter, the price for that many (unit price × counter, 2 decimals) with its instalment
 * split, and add to cart. After adding, the counter goes back to 1 and `onAdded` closes the
 * dialog. A product made with the shopper's text is added from its page instead.
 */
export function QuickViewPurchase({ product, onAdded, onLeave }: { product: Product; onAdded: () => void; onLeave: () => void }) {
  const [quantity, setQuantity] = useState(1);
  const { add, isAdding } = useAddToCart(product);
  const outOfStock = product.quantity < 1;
  const amount = roundMoney(product.price * quantity);
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <div aria-live="polite">
          <Price amount={amount} lastPrice={product.lastPrice ? roundMoney(product.lastPrice * quantity) : null} size="xl" />
        </div>
        <InstalmentSplits amount={amount} />
      </Stack>
      <Group gap="sm" wrap="wrap">
        {/* The text and the quantity of a made-to-order piece are chosen together on its page. */}
        {!product.requires_custom_text && (
          <QuantityCounter value={quantity} onChange={setQuantity} max={product.quantity} disabled={isAdding} />
        )}
        {product.requires_custom_text ? (
          <ButtonLink to="/products/$productId" params={productLinkParams(product)} onClick={onLeave} leftSection={<IconPencil size={18} aria-hidden />}>
            <Trans>Choose your text on the product page</Trans>
          </ButtonLink>
        ) : (
          <Button
            leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
            loading={isAdding}
            disabled={outOfStock}
            onClick={() =>
              add({ quantity }, () => {
                setQuantity(1);
                onAdded();
              })
            }
          >
            <Trans>Add to cart</Trans>
          </Button>
        )}
      </Group>
    </Stack>
  );
}
