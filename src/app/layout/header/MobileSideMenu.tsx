import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconLanguage } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { useId } from 'react';
import { CategoryTree } from './CategoryTree';
import direction from './Direction.module.css';
import classes from './Header.module.css';
import { msg } from '@lingui/core/macro';

/** The site's main pages, as the mobile side menu lists them. */
const MAIN_LINKS = [
  { to: '/', label: msg`Home` },
  { to: '/Store', label: msg`Store` },
  { to: '/About', label: msg`About us` },
  { to: '/Contact', label: msg`Contact us` },
  { to: '/maintenance', label: msg`Maintenance request` },
  { to: '/design-request', label: msg`Design request` },
  { to: '/public-questions', label: msg`Frequently asked questions` },
  { to: '/compliants', label: msg`Complaints` },
] as const;

interface MobileSideMenuProps {
  opened: boolean;
  onClose: () => void;
  onChangeLanguage: () => void;
}

/**
 * The side menu of small screens: the main pages, the category tree and the language. It slides in
 * from the start side (Mantine's `left` follows the direction: the right edge in Arabic).
 */
export function MobileSideMenu({ opened, onClose, onChangeLanguage }: MobileSideMenuProps) {
  const { t, i18n } = useLingui();
  const categoriesHeading = useId();
  const pathname = useLocation({ select: (location) => location.pathname.toLowerCase() });

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="left"
      size={320}
      title={<img src="/logo.svg" alt={t`Gold Store`} width={120} height={40} />}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <nav aria-label={t`Main menu`}>
          {MAIN_LINKS.map((link) => (
            <NavLink
              key={link.to}
              label={i18n._(link.label)}
              active={pathname === link.to.toLowerCase()}
              aria-current={pathname === link.to.toLowerCase() ? 'page' : undefined}
              color="brown"
              rightSection={<IconChevronLeft size={16} aria-hidden className={direction.forward} />}
              renderRoot={(props) => <Link to={link.to} {...props} onClick={onClose} />}
              classNames={{ root: classes.sideLink }}
            />
          ))}
        </nav>
        <Divider />
        <div>
          <Text fw={700} mb="xs" id={categoriesHeading}>
            <Trans>Categories</Trans>
          </Text>
          <nav aria-labelledby={categoriesHeading}>
            <CategoryTree onNavigate={onClose} />
          </nav>
        </div>
        <Divider />
        <Button
          variant="light"
          leftSection={<IconLanguage size={18} aria-hidden />}
          onClick={() => {
            onClose();
            onChangeLanguage();
          }}
        >
          <Trans>Change language</Trans>
        </Button>
      </Stack>
    </Drawer>
  );
}
