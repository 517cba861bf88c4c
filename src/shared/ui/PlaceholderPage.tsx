import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useMatches } from '@tanstack/react-router';

/** A screen whose content comes in later work: its name inside the real frame. */
export function PlaceholderPage() {
  const { i18n } = useLingui();
  const title = useMatches({ select: (matches) => matches.findLast((m) => m.staticData?.title)?.staticData.title });
  return (
    <Container py={64}>
      <Stack align="center" ta="center">
        {title && <Title order={1}>{i18n._(title)}</Title>}
        <Text c="dimmed">
          <Trans>This page is being prepared.</Trans>
        </Text>
      </Stack>
    </Container>
  );
}
