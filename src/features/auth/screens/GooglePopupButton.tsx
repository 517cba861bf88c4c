import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { GoogleOAuthProvider, useGoogleLogin, useGoogleOAuth } from '@react-oauth/google';
import { IconBrandGoogle } from '@tabler/icons-react';
import { errors } from '../../../shared/messages';
import { notify } from '../../../shared/notify';
import { useSignIn } from './useSignIn';
import { useSessionCall } from '../sessionCalls';

const loginFailed = () => notify(errors.loginFailed, 'error');

/** Google's popup (implicit flow): its access token goes to the store, which signs the shopper in. */
function PopupButton() {
  const { scriptLoadedSuccessfully } = useGoogleOAuth();
  const signIn = useSignIn();
  const socialLogin = useSessionCall('google');
  const openPopup = useGoogleLogin({
    flow: 'implicit',
    scope: 'email profile openid',
    onSuccess: ({ access_token }) =>
      socialLogin.mutate(
        { provider: 'google', access_token },
        { onSuccess: (answer) => signIn(answer.data), onError: loginFailed },
      ),
    onError: loginFailed,
    // Closing the popup is the shopper's choice, not a failure.
    onNonOAuthError: (error) => {
      if (error.type !== 'popup_closed') loginFailed();
    },
  });
  return (
    <Button
      variant="default"
      size="md"
      fullWidth
      leftSection={<IconBrandGoogle size={18} aria-hidden />}
      disabled={!scriptLoadedSuccessfully}
      loading={socialLogin.isPending}
      onClick={() => openPopup()}
    >
      <Trans>Continue with Google</Trans>
    </Button>
  );
}

export default function GooglePopupButton({ clientId }: { clientId: string }) {
  return (
    <GoogleOAuthProvider clientId={clientId}>
      <PopupButton />
    </GoogleOAuthProvider>
  );
}
