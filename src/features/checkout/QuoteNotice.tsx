import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Money } from '../../shared/ui/Money';
import { QuoteCountdown } from './QuoteCountdown';
import type { HeldQuoteState } from './useHeldQuote';

/**
 * Where the price held at checkout stands, above the button that places the order: the countdown;
 * once it ran out, the new total and how far it moved, to confirm before anything is paid; or the
 * way to try again when no price could be held.
 */
export function QuoteNotice({ held }: { held: HeldQuoteState }) {
  const { quote, changed } = held;
  if (held.failed) {
    return (
      <Group justify="space-between" gap="xs">
        <Text fz="sm" c="red.9" role="alert">
          <Trans>The price could not be held for you.</Trans>
        </Text>
        <Button variant="light" size="xs" onClick={held.retry}>
          <Trans>Try again</Trans>
        </Button>
      </Group>
    );
  }
  if (!quote) {
    return (
      <Group gap="xs" c="gray.7">
        <Loader size="xs" />
        <Text fz="sm">
          <Trans>Holding today's price for you…</Trans>
        </Text>
      </Group>
    );
  }
  if (changed) {
    const difference = <Money amount={Math.abs(changed.difference)} />;
    return (
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} title={<Trans>The price held for you ran out</Trans>}>
        <Stack gap="xs">
          <Text fz="sm">
            {changed.difference > 0 ? (
              <Trans>
                At today's gold price the new total is <Money amount={changed.total} />, {difference} more than before.
              </Trans>
            ) : changed.difference < 0 ? (
              <Trans>
                At today's gold price the new total is <Money amount={changed.total} />, {difference} less than before.
              </Trans>
            ) : (
              <Trans>
                At today's gold price the total is still <Money amount={changed.total} />.
              </Trans>
            )}
          </Text>
          <Button size="sm" color="dark" onClick={held.confirm} disabled={held.pending}>
            <Trans>Confirm the new total</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <QuoteCountdown key={quote.id} heldUntil={quote.heldUntil} onEnd={held.renew} />;
}
