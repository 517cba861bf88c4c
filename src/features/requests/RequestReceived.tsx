import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { asText } from '../../shared/ui/asText';

interface RequestReceivedProps {
  /** The store's own words, in the shopper's language. */
  message?: string;
  reference: string;
}

/** The confirmation after sending: the store's message and the reference to quote. Focused, so it is heard. */
export function RequestReceived({ message, reference: referenceNumber }: RequestReceivedProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [referenceNumber]);
  // The API's text as an element: Lingui would read tags in a string inside <Trans>.
  const reference = asText(referenceNumber);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role="status"
      color="teal"
      variant="light"
      radius="md"
      icon={<IconCircleCheck size={20} aria-hidden />}
      title={t`Request sent`}
    >
      {message && <Text size="sm">{message}</Text>}
      <Text size="sm" mt={4}>
        <Trans>
          Your reference number: <bdi style={{ fontWeight: 700 }}>{reference}</bdi>
        </Trans>
      </Text>
    </Alert>
  );
}
