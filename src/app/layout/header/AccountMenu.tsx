import { Trans } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { IconGitCompare, IconHeart, IconLogout, IconPackage, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useAuth } from '../../../features/auth';
import direction from './Direction.module.css';
import type { Intent } from '../../../shared/speed/onDemand';
import { UserButton } from './UserButton';
import { useLogout } from '../../../features/auth';

/**
 * The signed-in shopper's account menu: profile, favourites, compare, orders, log out. Loaded on
 * demand (UserMenu): `intent` says how the shopper reached for it before it had loaded.
 */
export function AccountMenu({ intent }: { intent?: Intent }) {
  const { user } = useAuth();
  const { logout, pending } = useLogout();
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';

  return (
    <Menu
      defaultOpened={intent === 'press'}
      position="bottom-end"
      width={220}
      shadow="md"
      withInitialFocusPlaceholder={false}
      styles={{ label: { color: 'var(--mantine-color-gray-7)' } }}
    >
      <Menu.Target>
        <UserButton autoFocus={intent === 'focus' || intent === 'press'} />
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
