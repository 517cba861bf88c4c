import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Image, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatWeight } from '../../shared/format';
import { AnchorLink } from '../../shared/ui/links';
import type { OrderItem } from './queries';
import { Money } from '../../shared/ui/Money';
import { asText } from '../../shared/ui/asText';

const PLACEHOLDER = '/images/placeholder-product.webp';
const THUMBNAIL = 72;

/** The order's lines: picture, title (to the product), karat, weight, custom text, quantity, prices. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  return (
    <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item, index) => (
        <OrderItemRow key={item.id} item={item} last={index === items.length - 1} />
      ))}
    </Stack>
  );
}

function OrderItemRow({ item, last }: { item: OrderItem; last: boolean }) {
  const { t } = useLingui();
  const product = { productId: item.product_id };
  const karat = item.karat;
  const grams = item.weight === null ? undefined : formatWeight(item.weight);
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm" py="sm" style={last ? undefined : { borderBlockEnd: '1px solid var(--mantine-color-gray-3)' }}>
      <Link to="/products/$productId" params={product} tabIndex={-1} aria-hidden>
        <Image
          src={item.image.url}
          alt=""
          w={THUMBNAIL}
          h={THUMBNAIL}
          radius="md"
          fit="cover"
          loading="lazy"
          fallbackSrc={PLACEHOLDER}
          style={{ flex: 'none' }}
        />
      </Link>
      <Stack gap={2} style={{ flex: 1, minInlineSize: 0 }}>
        <AnchorLink to="/products/$productId" params={product} fw={700} c="dark">
          {item.title}
        </AnchorLink>
        <Text fz="sm" c="dimmed">
          {t`${karat}K`}
          {grams !== undefined && (
            <>
              {' · '}
              <bdi>{t`${grams} g`}</bdi>
            </>
          )}
        </Text>
        {item.custom_text && (
          <Text fz="sm">
            <Trans>
              Custom text: <bdi>{asText(item.custom_text)}</bdi>
            </Trans>
          </Text>
        )}
        <Text fz="sm" c="dimmed">
          <Trans>
            Quantity: <bdi>{item.quantity}</bdi>
          </Trans>
          {' · '}
          <Trans>
            Unit price: <Money amount={item.unit_price} />
          </Trans>
        </Text>
      </Stack>
      <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
        <span className="visually-hidden">
          <Trans>Line total:</Trans>{' '}
        </span>
        <Money amount={item.total_price} />
      </Text>
    </Group>
  );
}
