import { useLingui } from '@lingui/react/macro';
import { Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { ProductImage, firstImageOf, type Product } from '../../catalogue';
import { PieceValue } from '../value/PieceValue';
import { QuickViewFacts } from './QuickViewFacts';
import { QuickViewPurchase } from './QuickViewPurchase';

const TITLE = { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } };

export interface QuickViewProps {
  product: Product;
  opened: boolean;
  onClose: () => void;
}

/**
 * The quick-view dialog: the product's picture, title, subtitle, facts, category,
 * what its gold is worth today, and how many to add to the cart. Its content mounts on every
 * opening, so the counter starts at 1 each time.
 */
export function QuickView({ product, opened, onClose }: QuickViewProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={product.title}
      size="xl"
      centered
      styles={TITLE}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <ProductImage media={firstImageOf(product)} alt={product.title} priority />
        <Stack gap="sm">
          <Text c="gray.7">{product.subtitle}</Text>
          <QuickViewFacts product={product} onLeave={onClose} />
          <PieceValue product={product} />
          <QuickViewPurchase product={product} onAdded={onClose} onLeave={onClose} />
        </Stack>
      </SimpleGrid>
    </Modal>
  );
}

export default QuickView;
