import { Trans } from '@lingui/react/macro';
import { Card, Group, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { profileQuery } from './queries';
import { ProfileForm } from './ProfileForm';
import { ProfileSection } from './ProfileSection';

function ProfileFormSkeleton() {
  return (
    <Stack gap="md" aria-hidden>
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

/** The shopper's details, as GET /user/profile gives them, in their form. */
export function ProfileDetailsSection() {
  const profile = useQuery(profileQuery());
  const user = profile.data?.data.user;
  return (
    <ProfileSection id="details" title={<Trans>Personal details</Trans>}>
      <Card withBorder radius="md" padding="lg">
        {profile.isPending ? (
          <ProfileFormSkeleton />
        ) : profile.isError || !user ? (
          <LoadFailed onRetry={() => void profile.refetch()} />
        ) : (
          // A fresh form for another shopper; the same shopper's refreshed answer keeps what is typed.
          <ProfileForm key={user.id} user={user} />
        )}
      </Card>
    </ProfileSection>
  );
}
