import { Trans } from '@lingui/react/macro';
import { Button, Divider, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { runtimeConfig } from '../../../shared/runtimeConfig';

// Google's library (and the script it loads) is only fetched when the store has a client id.
const GooglePopupButton = /* @__PURE__ */ lazy(() => import('./GooglePopupButton'));

/** "Continue with Google", or nothing at all when the store has no GOOGLE_CLIENT_ID. */
export function GoogleSignInButton() {
  const clientId = runtimeConfig().googleClientId;
  if (!clientId) return null;
  return (
    <Stack gap="md">
      <Divider label={<Trans>or</Trans>} labelPosition="center" />
      <Suspense fallback={<Button variant="default" size="md" fullWidth loading disabled />}>
        <GooglePopupButton clientId={clientId} />
      </Suspense>
    </Stack>
  );
}
