import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { ActionForm } from '../../shared/ui/ActionForm';
import { useLogout } from './useLogout';

/**
 * "Log out" as a plain form the store's server answers (it clears the cookie and goes home), so it
 * works before (or without) the app's JavaScript; with it, the account menu's way (useLogout).
 */
export function LogoutForm() {
  const { logout, pending } = useLogout();
  return (
    <ActionForm action="/session/logout" onSubmit={() => void logout()}>
      <Button type="submit" variant="default" loading={pending} leftSection={<IconLogout size={18} aria-hidden />}>
        <Trans>Log out</Trans>
      </Button>
    </ActionForm>
  );
}
