import { Trans } from '@lingui/react/macro';
import { Card, Group, Skeleton, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { profileQuery } from './queries';
import { ProfileForm } from './ProfileForm';
import { ProfileSection } from './ProfileSection';

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

/** The shopper's details, as GET /user/profile gives them (the page's route's loader has them), in their form. */
export function ProfileDetailsSection() {
  const user = useSuspenseQuery(profileQuery()).data.data.user;
  return (
    <DetailsCard>
      {/* A fresh form for another shopper; the same shopper's refreshed answer keeps what is typed. */}
      <ProfileForm key={user.id} user={user} />
    </DetailsCard>
  );
}

/** The details' shape while a slow profile loads (in the page's skeleton). */
export function ProfileDetailsSkeleton() {
  return (
    <DetailsCard>
      <ProfileFormSkeleton />
    </DetailsCard>
  );
}

function DetailsCard({ children }: { children: ReactNode }) {
  return (
    <ProfileSection id="details" title={<Trans>Personal details</Trans>}>
      <Card withBorder radius="md" padding="lg">
        {children}
      </Card>
    </ProfileSection>
  );
}
