import { Trans } from '@lingui/react/macro';
import { Container, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LogoutForm } from '../auth';
import { AddressBook } from './AddressBook';
import { ProfileDetailsSection, ProfileDetailsSkeleton } from './ProfileDetailsSection';
import { ProfileSectionsNav } from './ProfileSectionsNav';

/** /Profile: the signed-in shopper's details and picture, then their saved addresses (a section of its own). */
export function ProfilePage() {
  return (
    <ProfileFrame>
      <ProfileDetailsSection />
      <AddressBook />
    </ProfileFrame>
  );
}

/** The page's shape while a slow profile loads (its route's pendingComponent). */
export function ProfileSkeleton() {
  return (
    <ProfileFrame>
      <ProfileDetailsSkeleton />
    </ProfileFrame>
  );
}

function ProfileFrame({ children }: { children: ReactNode }) {
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
