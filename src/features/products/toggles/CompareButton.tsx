import { msg } from '@lingui/core/macro';
import { IconScale, IconX } from '@tabler/icons-react';
import type { Product } from '../../catalogue';
import { ToggleButton } from './ToggleButton';
import { useCompareToggle } from './useCompareToggle';

const ICON = { size: '60%', stroke: 1.8, 'aria-hidden': true } as const;

/** In the compare list or not: scales, a cross once it is there (a click takes it out). */
export function CompareButton({ product }: { product: Product }) {
  return (
    <ToggleButton
      toggle={useCompareToggle(product)}
      addLabel={msg`Add to compare`}
      removeLabel={msg`Remove from compare`}
      offIcon={<IconScale {...ICON} />}
      onIcon={<IconX {...ICON} />}
    />
  );
}
