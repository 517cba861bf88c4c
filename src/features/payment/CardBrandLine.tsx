import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { AcceptedBrands } from './AcceptedBrands';
import type { CardBrand } from './cardRules';
import { useBrandName } from './useBrandName';

function KnownBrand({ brand }: { brand: CardBrand }) {
  const name = useBrandName(brand);
  return (
    <Text span size="xs" fw={600}>
      <Trans>{name} card</Trans>
    </Text>
  );
}

/**
 * Under the card number: the accepted brands until the number says which it is, then that brand's
 * name (its mark is in the field). The line is the field's description, so screen readers hear it.
 */
export function CardBrandLine({ brand }: { brand: CardBrand | null }) {
  return brand ? <KnownBrand brand={brand} /> : <AcceptedBrands />;
}
