import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Collapse, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import classes from './ListingPage.module.css';

/** The category column beside the products on a desktop (it stays in view while scrolling). */
export function DesktopAside({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="nav" aria-labelledby={headingId} className={classes.sticky}>
      <Title order={2} fz="lg" mb="sm" id={headingId}>
        <Trans>Browse categories</Trans>
      </Title>
      {children}
    </Box>
  );
}

/** On a phone the same categories fold away behind a button, so the products come first. */
export function PhoneAside({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();
  return (
    <Box component="nav" aria-label={t`Browse categories`}>
      <Button
        variant="light"
        color="brown"
        radius="xl"
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={panelId}
        rightSection={<IconChevronDown size={16} aria-hidden className={opened ? classes.chevronOpen : classes.chevron} />}
      >
        <Trans>Browse categories</Trans>
      </Button>
      <Collapse expanded={opened} id={panelId}>
        <Box pt="sm">{children}</Box>
      </Collapse>
    </Box>
  );
}
