import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { type Product } from '../catalogue';
import { CartButton } from '../products';
import { Hint } from '../../shared/speed/Hint';

/** Add to cart (the store's cart button) and remove from compare, for one compared product. */
export function CompareActions({ product, onRemove }: { product: Product; onRemove: (product: Product) => void }) {
  const { t } = useLingui();
  const removeLabel = t`Remove from compare`;
  return (
    <Group gap="xs" wrap="nowrap">
      <CartButton product={product} />
      <Hint label={removeLabel} withArrow openDelay={300}>
        <ActionIcon size="lg" radius="xl" variant="filled" aria-label={removeLabel} onClick={() => onRemove(product)}>
          <IconX size="60%" stroke={1.8} aria-hidden />
        </ActionIcon>
      </Hint>
    </Group>
  );
}
