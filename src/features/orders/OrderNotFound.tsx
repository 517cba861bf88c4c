import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Stack, Text, Title } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { ButtonLink } from '../../shared/ui/links';

/** An unknown or malformed order id (a 404): say so and lead back to the shopper's orders. */
export function OrderNotFound() {
  const { t } = useLingui();
  const message = t`Order not found`;
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{message}</Title>
        <Text c="dimmed">
          <Trans>This order does not exist, or it belongs to another account.</Trans>
        </Text>
        <ButtonLink to="/orders" leftSection={<IconListDetails size={18} aria-hidden />}>
          <Trans>Back to my orders</Trans>
        </ButtonLink>
      </Stack>
    </Container>
  );
}
