import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { successes } from '../../shared/messages';
import { notify } from '../../shared/notify';
import { showApiError } from '../../shared/showApiError';
import { useAuth } from './session';
import { sendSessionCall } from './sessionCalls';

/**
 * Log out: the store's server ends the token (GET /Auth/Logout) and clears the cookie, then the
 * shopper and their cached data are forgotten here, and home. When the API did not confirm it the
 * server clears the cookie anyway (they asked to leave), and the shared failure handler's toast
 * says the server did not confirm it.
 */
export function useLogout() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const logout = async () => {
    setPending(true);
    try {
      await sendSessionCall('logout', {});
      notify(successes.loggedOut, 'success');
    } catch (error) {
      showApiError(error);
    } finally {
      setPending(false);
      auth.signOut();
      void navigate({ to: '/' });
    }
  };

  return { logout, pending };
}
