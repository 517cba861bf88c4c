import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Grid, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLanguage } from '../../shared/language';
import { AnchorLink } from '../../shared/ui/links';

/** The page's shape while a slow order loads (its route's pendingComponent). Screen readers hear that it loads. */
export function OrderDetailsSkeleton() {
  const { t } = useLingui();
  return (
    <OrderFrame title={<Trans>Order details</Trans>}>
      <div role="status" aria-label={t`Loading the order`}>
        <Grid gap="lg" aria-hidden>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm">
              {Array.from({ length: 3 }, (_, index) => (
                <Skeleton key={index} height={88} radius="md" />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="sm">
              <Skeleton height={180} radius="md" />
              <Skeleton height={120} radius="md" />
            </Stack>
          </Grid.Col>
        </Grid>
      </div>
    </OrderFrame>
  );
}

interface OrderFrameProps {
  title: ReactNode;
  placed?: ReactNode;
  status?: ReactNode;
  children: ReactNode;
}

/** The way back to the orders and the order's heading, over its details or their skeleton (above). */
export function OrderFrame({ title, placed, status, children }: OrderFrameProps) {
  const Back = useLanguage() === 'ar' ? IconArrowRight : IconArrowLeft;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <AnchorLink to="/orders" fz="sm" w="fit-content">
          <Group gap={4} component="span">
            <Back size={16} aria-hidden />
            <Trans>My orders</Trans>
          </Group>
        </AnchorLink>
        <Group justify="space-between" align="center" gap="sm">
          <Stack gap={2}>
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
              {title}
            </Title>
            {placed}
          </Stack>
          {status}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
