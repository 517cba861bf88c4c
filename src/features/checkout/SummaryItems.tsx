import { Trans } from '@lingui/react/macro';
import { Group, Image, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../shared/format';
import { useLanguage } from '../../shared/language';

/** One line of what is being ordered, from the cart or from the placed order. */
export interface SummaryItem {
  id: number;
  title: string;
  quantity: number;
  total: number;
  imageUrl?: string;
}

/** The lines being ordered, compact: a small picture, the title, the quantity and the line's total. */
export function SummaryItems({ items }: { items: SummaryItem[] }) {
  const language = useLanguage();
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Group component="li" key={item.id} gap="sm" wrap="nowrap" align="center">
          <Image src={item.imageUrl ?? '/images/placeholder-product.webp'} alt="" w={44} h={44} radius="sm" fit="cover" style={{ flex: 'none' }} />
          <div style={{ flex: 1, minInlineSize: 0 }}>
            <Text size="sm" lineClamp={2}>
              {item.title}
            </Text>
            <Text size="xs" c="dimmed">
              <Trans>
                Quantity: <bdi>{item.quantity}</bdi>
              </Trans>
            </Text>
          </div>
          <Text size="sm" fw={600} style={{ flex: 'none' }}>
            <bdi>{formatMoney(item.total, language)}</bdi>
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
