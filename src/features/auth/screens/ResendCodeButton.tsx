import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';

/** Seconds left of a countdown (0 when none runs), and a way to start one. */
function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = window.setTimeout(() => setRemaining((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);
  return { remaining, start: setRemaining };
}

/** How long the shopper waits before asking for yet another code. */
const RESEND_WAIT_SECONDS = 60;

interface ResendCodeButtonProps {
  /** Sends a new code; resolves true when it went out, which starts the wait. */
  send: () => Promise<boolean>;
  sending: boolean;
}

/** "Resend code", then disabled for a minute with the seconds counting down. */
export function ResendCodeButton({ send, sending }: ResendCodeButtonProps) {
  const { remaining, start } = useCountdown();
  const waiting = remaining > 0;
  return (
    <Button
      variant="subtle"
      size="sm"
      loading={sending}
      disabled={waiting}
      onClick={async () => {
        if (sending || waiting) return;
        if (await send()) start(RESEND_WAIT_SECONDS);
      }}
    >
      {waiting ? (
        <Trans>
          Resend code in <bdi>{remaining}</bdi> s
        </Trans>
      ) : (
        <Trans>Resend code</Trans>
      )}
    </Button>
  );
}
