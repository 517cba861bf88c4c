import { Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { ACCEPTED_BRANDS, type CardBrand } from './cardForm';
import { useBrandName } from './useBrandName';
import { BrandMark } from './BrandMark';

/** The brands the store takes, shown before anything is typed. */
function AcceptedBrands() {
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <Text span size="xs" c="dimmed">
        <Trans>We accept</Trans>
      </Text>
      {ACCEPTED_BRANDS.map((brand) => (
        <BrandMark key={brand} brand={brand} height={18} />
      ))}
    </Group>
  );
}

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
