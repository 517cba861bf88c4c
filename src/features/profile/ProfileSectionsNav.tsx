import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { IconMapPin, IconUser } from '@tabler/icons-react';
import type { MouseEvent } from 'react';

/** Scrolls to a section and puts the keyboard on its heading (the router keeps the address as it is). */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  event.preventDefault();
  const section = document.getElementById(id);
  section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  document.getElementById(`${id}-heading`)?.focus({ preventScroll: true });
}

/** The page's parts at the top, so a phone reaches the addresses without scrolling past the form. */
export function ProfileSectionsNav() {
  const { t } = useLingui();
  return (
    <Group component="nav" aria-label={t`Profile sections`} gap="xs">
      <Button component="a" href="#details" variant="default" radius="xl" size="sm" leftSection={<IconUser size={16} aria-hidden />} onClick={(event: MouseEvent<HTMLAnchorElement>) => jumpTo(event, 'details')}>
        <Trans>Personal details</Trans>
      </Button>
      <Button component="a" href="#addresses" variant="default" radius="xl" size="sm" leftSection={<IconMapPin size={16} aria-hidden />} onClick={(event: MouseEvent<HTMLAnchorElement>) => jumpTo(event, 'addresses')}>
        <Trans>My addresses</Trans>
      </Button>
    </Group>
  );
}
