import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { errors } from '../../shared/messages';
import { ButtonLink } from '../../shared/ui/links';

/** An unknown or malformed product id: say so ("Product not found") and lead back to the store. */
export function ProductNotFound() {
  const { t } = useLingui();
  const message = t(errors.productNotFound);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{message}</Title>
        <Text c="dimmed">
          <Trans>This product does not exist or is no longer sold.</Trans>
        </Text>
        <ButtonLink to="/Store" leftSection={<IconBuildingStore size={18} aria-hidden />}>
          <Trans>Back to the store</Trans>
        </ButtonLink>
      </Stack>
    </Container>
  );
}
