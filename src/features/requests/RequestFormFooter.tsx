import { Trans } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { RequestFailed } from './RequestFailed';
import { RequestReceived } from './RequestReceived';
import { SendingProgress } from './SendingProgress';

interface RequestFormFooterProps {
  sending: boolean;
  progress: number | null;
  failure: string | null;
  receipt: { message?: string; reference: string } | null;
}

/** The send button with what the last press led to: the upload's progress, the failure or the receipt. */
export function RequestFormFooter({ sending, progress, failure, receipt }: RequestFormFooterProps) {
  return (
    <Stack gap="sm">
      {progress !== null && <SendingProgress fraction={progress} />}
      {failure && !sending && <RequestFailed message={failure} />}
      <Button type="submit" size="md" fullWidth loading={sending} leftSection={<IconSend size={18} aria-hidden />}>
        <Trans>Send request</Trans>
      </Button>
      {receipt && <RequestReceived message={receipt.message} reference={receipt.reference} />}
    </Stack>
  );
}
