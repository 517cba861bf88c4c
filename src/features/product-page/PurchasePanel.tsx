import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { maxLength, required, rule } from '../../shared/validation';
import type { ProductDetails } from '../products';

/** The longest custom text the store takes: AddToCartInput.custom_text's maxLength in the contract. */
export const CUSTOM_TEXT_MAX = 12;

interface PurchaseValues {
  quantity: number;
  custom_text: string;
}

/**
 * How many, the text to make the piece with (when it needs one), and add to cart.
 * (Interim: the shared cart hook and toggles replace the parts marked below when they land.)
 */
export function PurchasePanel({ product }: { product: ProductDetails }) {
  const { t } = useLingui();
  const outOfStock = product.quantity <= 0;
  const form = useForm<PurchaseValues>({
    initialValues: { quantity: 1, custom_text: '' },
    validate: {
      custom_text: product.requires_custom_text ? rule<string, PurchaseValues>(required, maxLength(CUSTOM_TEXT_MAX)) : undefined,
    },
    validateInputOnBlur: true,
  });

  return (
    <form onSubmit={form.onSubmit(() => undefined)} noValidate>
      <Stack gap="md">
        {product.requires_custom_text && (
          <TextInput
            label={t`Text on the piece`}
            description={t`For example the name to write, up to ${CUSTOM_TEXT_MAX} characters`}
            required
            maxLength={CUSTOM_TEXT_MAX}
            {...form.getInputProps('custom_text')}
          />
        )}
        <Group gap="sm" align="end">
          <NumberInput
            label={t`Quantity`}
            min={1}
            max={Math.max(product.quantity, 1)}
            clampBehavior="strict"
            allowDecimal={false}
            disabled={outOfStock}
            w={120}
            {...form.getInputProps('quantity')}
          />
          <Button type="submit" size="md" disabled={outOfStock} leftSection={<IconShoppingCartPlus size={20} aria-hidden />}>
            <Trans>Add to cart</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
