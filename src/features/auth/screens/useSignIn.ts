import { useAuth, type User } from '../session';
import { successes } from '../../../shared/messages';
import { notify } from '../../../shared/notify';

/**
 * Signs the shopper in with the token and user of an answer, and says so. The `_guest` guard then
 * takes them to the safe `redirect` of the address, or home.
 */
export function useSignIn(message = successes.login) {
  const auth = useAuth();
  return (session: { user: User }) => {
    auth.signIn(session.user);
    notify(message, 'success');
  };
}
