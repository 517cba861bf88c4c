import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useAuth } from '../../../features/auth';
import { apiClient } from '../../../shared/api';
import { successes } from '../../../shared/messages';
import { notify } from '../../../shared/notify';
import { showApiError } from '../../../shared/showApiError';

/**
 * Log out: GET /Auth/Logout (with the token still attached), then forget the token, the user and
 * their cached data, and go home. When the call fails the shopper is signed out here anyway —
 * they asked to leave, and a token the server may still honour is gone from this browser — and
 * the shared failure handler's toast says the server did not confirm it.
 */
export function useLogout() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const logout = async () => {
    setPending(true);
    try {
      await apiClient.GET('/Auth/Logout');
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
