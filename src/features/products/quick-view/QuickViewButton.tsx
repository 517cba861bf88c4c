import { useLingui } from '@lingui/react/macro';
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import type { Product } from '../../catalogue';
import { Hint } from '../../../shared/ui/Hint';

// The dialog's code loads on the first click, not with every page that shows cards.
const QuickView = lazy(() => import('./QuickView'));

/** Opens the product's quick view (SPEC §4). */
export function QuickViewButton({ product, size = 'lg' }: { product: Product; size?: ActionIconProps['size'] }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  // Kept once loaded, so closing plays the dialog's transition and reopening is instant.
  const [loaded, setLoaded] = useState(false);
  const label = t`Quick view`;
  return (
    <>
      <Hint label={label} withArrow openDelay={300}>
        {/* A link to the product's page: before (or without) the app's JavaScript that is where a
            tap goes; with it, the quick view opens in its place. */}
        <ActionIcon
          component="a"
          href={`/products/${product.id}`}
          size={size}
          radius="xl"
          variant="default"
          aria-label={label}
          aria-haspopup="dialog"
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            setLoaded(true);
            setOpened(true);
          }}
        >
          <IconEye size="60%" stroke={1.8} aria-hidden />
        </ActionIcon>
      </Hint>
      {loaded && (
        <Suspense fallback={null}>
          <QuickView product={product} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
