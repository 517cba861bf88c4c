import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Pagination, Stack, Text, useMatches } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { emptyStates } from '../../shared/messages';
import { ButtonLink } from '../../shared/ui/links';
import { ordersQuery } from './queries';
import { OrderCard } from './OrderCard';
import { OrdersFrame } from './OrdersSkeleton';
import { OrdersTable } from './OrdersTable';

interface OrdersPageProps {
  /** 1-based, from the address bar. */
  page: number;
  onPageChange: (page: number) => void;
}

/** /orders: the shopper's orders (its route's loader has the page of them), newest first (as the API sends them), a page at a time. */
export function OrdersPage({ page, onPageChange }: OrdersPageProps) {
  const { t } = useLingui();
  // A table on a wide screen, cards on a phone: the width is known after the first render, which
  // must be the server's (cards).
  const wide = useMatches({ base: false, md: true });
  // The page being left stays on the screen while the next one loads (the router's wait).
  const list = useSuspenseQuery(ordersQuery(page)).data;
  const orders = list.data;
  const lastPage = list.meta.last_page;

  return (
    <OrdersFrame>
      {!orders.length ? (
        <Stack align="center" gap="md" py="xl">
          <Text c="gray.7" fz="lg">
            {t(emptyStates.orders)}
          </Text>
          <ButtonLink to="/Store" leftSection={<IconBuildingStore size={18} aria-hidden />}>
            <Trans>Browse the store</Trans>
          </ButtonLink>
        </Stack>
      ) : (
        <>
          {wide ? (
            <OrdersTable orders={orders} />
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {orders.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} />
                </li>
              ))}
            </Stack>
          )}
        </>
      )}
      {lastPage > 1 && (
        <Center component="nav" aria-label={t`Pages of orders`}>
          <Pagination
            total={lastPage}
            value={Math.min(page, lastPage)}
            onChange={onPageChange}
            radius="xl"
            getItemProps={(page) => ({ 'aria-label': t`Page ${page}` })}
            getControlProps={(control) =>
              control === 'next' ? { 'aria-label': t`Next page` } : control === 'previous' ? { 'aria-label': t`Previous page` } : {}
            }
          />
        </Center>
      )}
    </OrdersFrame>
  );
}
