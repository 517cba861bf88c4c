import { Trans } from '@lingui/react/macro';
import { Container, Text, Title } from '@mantine/core';
import { ComplaintForm } from './ComplaintForm';

/** /compliants: a complaint to the store's customer care, by a guest or a signed-in shopper. */
export function ComplaintPage() {
  return (
    <Container size="sm" py={{ base: 'lg', md: 48 }}>
      <Title order={1} mb="xs">
        <Trans>File a complaint</Trans>
      </Title>
      <Text c="dimmed" mb="xl">
        <Trans>We are sorry something went wrong. Tell us what happened and our customer care team will make it right.</Trans>
      </Text>
      <ComplaintForm />
    </Container>
  );
}
