import { msg } from '@lingui/core/macro';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import type { Product } from '../../catalogue';
import { ToggleButton } from './ToggleButton';
import { useFavouriteToggle } from './useFavouriteToggle';

const ICON = { size: '60%', stroke: 1.8, 'aria-hidden': true } as const;

/** Favourite or not: an empty heart, a filled heart once it is a favourite. */
export function FavouriteButton({ product }: { product: Product }) {
  return (
    <ToggleButton
      toggle={useFavouriteToggle(product)}
      addLabel={msg`Add to favorites`}
      removeLabel={msg`Remove from favorites`}
      offIcon={<IconHeart {...ICON} />}
      onIcon={<IconHeartFilled {...ICON} />}
    />
  );
}
