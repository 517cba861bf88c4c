import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { IconCheck, IconPencil, IconShoppingCartPlus } from '@tabler/icons-react';
import { productLinkParams, type Product } from '../../catalogue';
import { ToggleButton } from './ToggleButton';
import { useCartToggle } from '../../cart';
import { Hint } from '../../../shared/ui/Hint';
import { IconLink } from '../../../shared/ui/IconButton';

const ICON = { size: '60%', stroke: 1.8, 'aria-hidden': true } as const;

/**
 * In the cart or not: a cart, a check once it is there. A product made with the shopper's text
 * (a name necklace) is not added from here: the button opens its page, which asks for the text.
 */
export function CartButton({ product }: { product: Product }) {
  const { t } = useLingui();
  const toggle = useCartToggle(product);
  if (toggle.needsProductPage) {
    const label = t`Choose your text on the product page`;
    return (
      <Hint label={label} withArrow openDelay={300}>
        <IconLink to="/products/$productId" params={productLinkParams(product)} aria-label={label}>
          <IconPencil {...ICON} />
        </IconLink>
      </Hint>
    );
  }
  return (
    <ToggleButton
      toggle={toggle}
      addLabel={msg`Add to cart`}
      removeLabel={msg`Remove from cart`}
      offIcon={<IconShoppingCartPlus {...ICON} />}
      onIcon={<IconCheck {...ICON} />}
      // Before (or without) the app's JavaScript, the server adds the piece, or takes its line out.
      form={
        toggle.active
          ? { action: '/actions/remove-from-cart', fields: { product_id: product.id } }
          : { action: '/actions/add-to-cart', fields: { product_id: product.id, variety_id: product.variety_id, quantity: 1 } }
      }
    />
  );
}
