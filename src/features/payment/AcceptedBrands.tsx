import { Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { BrandMark } from './BrandMark';
import { ACCEPTED_BRANDS } from './cardRules';

/** The brands the store takes, shown before anything is typed. */
export function AcceptedBrands() {
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
