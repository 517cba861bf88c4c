import { useLingui } from '@lingui/react/macro';
import { Avatar, Group, Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useAuth } from '../../../features/auth';
import { avatarOf } from '../../../shared/avatar';
import classes from './Header.module.css';

/** The signed-in shopper's avatar and first name: the button of the account menu. */
export function UserButton({ className, ...props }: UnstyledButtonProps & ComponentPropsWithRef<'button'>) {
  const { t } = useLingui();
  const { user } = useAuth();
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  return (
    // Mantine's Menu.Target hands over a className of its own: kept beside ours.
    <UnstyledButton className={[classes.userButton, className].filter(Boolean).join(' ')} aria-label={t`Account menu of ${name}`} {...props}>
      <Group gap={8} wrap="nowrap">
        <Avatar src={avatarOf(user)} alt="" size={34} radius="xl" className={classes.avatar} />
        <Text component="span" size="sm" fw={600} visibleFrom="lg" className={classes.userName}>
          {user?.first_name}
        </Text>
        <IconChevronDown size={14} stroke={2} aria-hidden className={classes.userChevron} />
      </Group>
    </UnstyledButton>
  );
}
