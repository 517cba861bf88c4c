import { Trans } from '@lingui/react/macro';
import { Container, Group, Stack, Title } from '@mantine/core';
import { LogoutForm } from '../auth';
import { AddressBook } from './AddressBook';
import { ProfileDetailsSection } from './ProfileDetailsSection';
import { ProfileSectionsNav } from './ProfileSectionsNav';

/** /Profile: the signed-in shopper's details and picture, then their saved addresses. */
export function ProfilePage() {
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
        <ProfileDetailsSection />
        <AddressBook />
      </Stack>
    </Container>
  );
}
