import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { maxLength, required, rule } from '../../shared/validation';
import type { ProductDetails } from '../catalogue';
import { QuantityCounter, useAddToCart } from '../cart';
import { CompareButton } from '../products/toggles/CompareButton';
import { FavouriteButton } from '../products/toggles/FavouriteButton';

/** The longest custom text the store takes: AddToCartInput.custom_text's maxLength in the contract. */
export const CUSTOM_TEXT_MAX = 12;

interface PurchaseValues {
  quantity: number;
  custom_text: string;
}

/**
 * How many, the text to make the piece with (a name necklace's name, when the product needs
 * one), add to cart, and the favourite and compare toggles. After adding, the form starts over.
 */
export function PurchasePanel({ product }: { product: ProductDetails }) {
  const { t } = useLingui();
  const { add, isAdding } = useAddToCart(product);
  const outOfStock = product.quantity < 1;
  const needsText = product.requires_custom_text;
  const form = useForm<PurchaseValues>({
    initialValues: { quantity: 1, custom_text: '' },
    validate: { custom_text: needsText ? rule<string, PurchaseValues>(required, maxLength(CUSTOM_TEXT_MAX)) : undefined },
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(({ quantity, custom_text }) =>
    add({ quantity, ...(needsText ? { custom_text: custom_text.trim() } : {}) }, () => form.reset()),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t`Buy this product`}>
      <Stack gap="md">
        {needsText && (
          <TextInput
            label={t`Text on the piece`}
            description={t`For example the name to write, up to ${CUSTOM_TEXT_MAX} characters`}
            required
            maxLength={CUSTOM_TEXT_MAX}
            disabled={outOfStock}
            {...form.getInputProps('custom_text')}
          />
        )}
        <Group gap="sm" wrap="wrap">
          <QuantityCounter
            value={form.getValues().quantity}
            onChange={(quantity) => form.setFieldValue('quantity', quantity)}
            max={product.quantity}
            disabled={isAdding}
          />
          {/* The button and the toggles stay together; on a phone they take the next line whole. */}
          <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 260px' }}>
            <Button
              type="submit"
              size="md"
              loading={isAdding}
              disabled={outOfStock}
              leftSection={<IconShoppingCartPlus size={20} aria-hidden />}
              style={{ flex: 1 }}
            >
              {outOfStock ? <Trans>Out of stock</Trans> : <Trans>Add to cart</Trans>}
            </Button>
            <FavouriteButton product={product} />
            <CompareButton product={product} />
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
