import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconGitCompare, IconHeart, IconLogout, IconPackage, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useAuth } from '../../../features/auth';
import { avatarOf } from './avatar';
import direction from './Direction.module.css';
import classes from './Header.module.css';
import { useLogout } from './useLogout';

/** The signed-in shopper's avatar and its menu: profile, favourites, compare, orders, log out. */
export function UserMenu() {
  const { t } = useLingui();
  const { user } = useAuth();
  const { logout, pending } = useLogout();
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';

  return (
    <Menu
      position="bottom-end"
      width={220}
      shadow="md"
      withInitialFocusPlaceholder={false}
      styles={{ label: { color: 'var(--mantine-color-gray-7)' } }}
    >
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={t`Account menu of ${name}`}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={avatarOf(user)} alt="" size={34} radius="xl" className={classes.avatar} />
            <Text component="span" size="sm" fw={600} visibleFrom="lg" className={classes.userName}>
              {user?.first_name}
            </Text>
            <IconChevronDown size={14} stroke={2} aria-hidden className={classes.userChevron} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <Menu.Item leftSection={<IconUser size={16} aria-hidden />} renderRoot={(props) => <Link to="/Profile" {...props} />}>
          <Trans>Profile</Trans>
        </Menu.Item>
        <Menu.Item leftSection={<IconHeart size={16} aria-hidden />} renderRoot={(props) => <Link to="/Favorite" {...props} />}>
          <Trans>Favourites</Trans>
        </Menu.Item>
        <Menu.Item
          leftSection={<IconGitCompare size={16} aria-hidden />}
          renderRoot={(props) => <Link to="/Compare" {...props} />}
        >
          <Trans>Compare</Trans>
        </Menu.Item>
        <Menu.Item leftSection={<IconPackage size={16} aria-hidden />} renderRoot={(props) => <Link to="/orders" {...props} />}>
          <Trans>My orders</Trans>
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden className={direction.mirror} />} onClick={logout} disabled={pending}>
          <Trans>Log out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
