import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ActionForm } from '../../shared/ui/ActionForm';
import { useFieldNotice } from '../../shared/useNotice';
import { firstBroken, maxLength, required } from '../../shared/validation';
import type { ProductDetails } from '../catalogue';
import { addToCart, QuantityCounter, useAddToCart } from '../cart';
import { CompareButton, FavouriteButton } from '../products';
import { actionOf } from '../../shared/writes';

/** The longest custom text the store takes: AddToCartInput.custom_text's maxLength in the contract. */
const CUSTOM_TEXT_MAX = 12;

const customTextChecks = [required, maxLength(CUSTOM_TEXT_MAX)];

interface PurchasePanelProps {
  product: ProductDetails;
  /** How many: the page keeps it, as the instalment split under the price follows it. */
  quantity: number;
  onQuantityChange: (quantity: number) => void;
}

/**
 * How many, the text to make the piece with (a name necklace's name, when the product needs
 * one), add to cart, and the favourite and compare toggles. After adding, the form starts over.
 *
 * Two fields kept in React state rather than @mantine/form: a shared link lands on this page, and
 * that library would add ~5 KB brotli to its first download for one optional text.
 */
export function PurchasePanel({ product, quantity, onQuantityChange: setQuantity }: PurchasePanelProps) {
  const { t, i18n } = useLingui();
  const { add, isAdding } = useAddToCart(product);
  const outOfStock = product.quantity < 1;
  const needsText = product.requires_custom_text;
  const [customText, setCustomText] = useState('');
  const [customTextError, setCustomTextError] = useState<string | null>(null);
  // The server's reason when the form was posted and refused (not enough stock).
  const refused = useFieldNotice(`add-${product.id}`);

  /** The text's error in the shopper's language (shown at once), or null when it passes. */
  const checkCustomText = () => {
    const broken = needsText ? firstBroken(customTextChecks, customText, undefined) : null;
    const error = broken ? i18n._(broken) : null;
    setCustomTextError(error);
    return error;
  };

  const submit = () => {
    if (checkCustomText()) return;
    add({ quantity, ...(needsText ? { custom_text: customText.trim() } : {}) }, () => {
      setQuantity(1);
      setCustomText('');
    });
  };

  return (
    // Before (or without) the app's JavaScript the server adds the piece (ActionForm).
    <ActionForm
      action={actionOf(addToCart)}
      fields={{ product_id: product.id, variety_id: product.variety_id }}
      onSubmit={submit}
      noValidate
      aria-label={t`Buy this product`}
      style={{ display: 'block' }}
    >
      <Stack gap="md">
        {needsText && (
          <TextInput
            name="custom_text"
            label={t`Text on the piece`}
            description={t`For example the name to write, up to ${plural(CUSTOM_TEXT_MAX, { one: '# character', other: '# characters' })}`}
            required
            maxLength={CUSTOM_TEXT_MAX}
            disabled={outOfStock}
            value={customText}
            onChange={(event) => {
              setCustomText(event.currentTarget.value);
              setCustomTextError(null);
            }}
            onBlur={checkCustomText}
            error={customTextError}
          />
        )}
        <Group gap="sm" wrap="wrap">
          <QuantityCounter
            name="quantity"
            value={quantity}
            onChange={setQuantity}
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
        {refused && (
          <Text c="red.8" size="sm" role="alert">
            {refused}
          </Text>
        )}
      </Stack>
    </ActionForm>
  );
}
