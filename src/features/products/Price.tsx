import { Trans } from '@lingui/react/macro';
import { Group, Text, type MantineSize } from '@mantine/core';
import { formatMoneyParts } from '../../shared/format';
import { useLanguage } from '../../shared/language';

/** A price in riyals with 2 decimals, and the previous price struck through when there is one. */
export function Price({ amount, lastPrice, size = 'md' }: { amount: number; lastPrice?: number | null; size?: MantineSize }) {
  const language = useLanguage();
  const now = formatMoneyParts(amount, language);
  const before = lastPrice && lastPrice > amount ? formatMoneyParts(lastPrice, language) : undefined;
  return (
    <Group gap={8} wrap="wrap" align="baseline">
      <Text component="bdi" fz={size} fw={700} c="brown.7">
        {now.number} <Text span fz="0.8em" fw={500}>{now.currency}</Text>
      </Text>
      {before && (
        // Struck through on purpose: Mantine's Text sets `text-decoration: none`, which undid <del>'s own.
        <Text component="del" fz="sm" c="dimmed" td="line-through">
          <span className="visually-hidden">
            <Trans>Previous price:</Trans>{' '}
          </span>
          <bdi>
            {before.number} {before.currency}
          </bdi>
        </Text>
      )}
    </Group>
  );
}
