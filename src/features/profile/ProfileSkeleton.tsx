import { Trans } from '@lingui/react/macro';
import { Card, Container, Group, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LogoutForm } from '../auth';
import { ProfileSection } from './ProfileSection';
import { ProfileSectionsNav } from './ProfileSectionsNav';

/** The page's shape while a slow profile loads (its route's pendingComponent). */
export function ProfileSkeleton() {
  return (
    <ProfileFrame>
      <DetailsCard>
        <ProfileFormSkeleton />
      </DetailsCard>
    </ProfileFrame>
  );
}

export function ProfileFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
              <Trans>Profile</Trans>
            </Title>
            <LogoutForm />
          </Group>
          <ProfileSectionsNav />
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

export function DetailsCard({ children }: { children: ReactNode }) {
  return (
    <ProfileSection id="details" title={<Trans>Personal details</Trans>}>
      <Card withBorder radius="md" padding="lg">
        {children}
      </Card>
    </ProfileSection>
  );
}

function ProfileFormSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-hidden>
      <Group gap="md">
        <Skeleton circle height={88} />
        <Skeleton height={72} style={{ flex: 1 }} radius="md" />
      </Group>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} height={58} radius="sm" />
      ))}
    </Stack>
  );
}
