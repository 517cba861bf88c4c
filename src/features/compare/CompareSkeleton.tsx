import { Trans } from '@lingui/react/macro';
import { Container, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

/** The page's shape while a slow list loads (its route's pendingComponent). */
export function CompareSkeleton() {
  return (
    <CompareFrame busy>
      <Skeleton height={480} aria-hidden />
    </CompareFrame>
  );
}

export function CompareFrame({ heading, busy, children }: { heading?: Ref<HTMLHeadingElement>; busy?: boolean; children: ReactNode }) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} aria-busy={busy || undefined}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} ref={heading} tabIndex={-1}>
          <Trans>Compare</Trans>
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
