import { useLingui } from '@lingui/react/macro';
import { IconEye } from '@tabler/icons-react';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import type { Product } from '../../catalogue';
import { Hint } from '../../../shared/speed/Hint';
import { IconAnchor } from '../../../shared/ui/IconButton';

// The dialog's code loads on the first click, not with every page that shows cards.
const QuickView = lazy(() => import('./QuickView'));

/** Opens the product's quick view. */
export function QuickViewButton({ product }: { product: Product }) {
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
        <IconAnchor
          href={`/products/${product.id}`}
          aria-label={label}
          aria-haspopup="dialog"
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            setLoaded(true);
            setOpened(true);
          }}
        >
          <IconEye size="60%" stroke={1.8} aria-hidden />
        </IconAnchor>
      </Hint>
      {loaded && (
        <Suspense fallback={null}>
          <QuickView product={product} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
