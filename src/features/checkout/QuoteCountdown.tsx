import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useState } from 'react';

/** The moments worth saying aloud, in seconds left: not every second, as a screen reader would. */
const SAID_AT = [60, 300];

const secondsUntil = (time: number) => Math.max(0, Math.ceil((time - Date.now()) / 1000));
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * How long the price is still held, ticking each second (a `timer`, which is not read aloud as it
 * ticks); a polite announcement when it starts, at 5 minutes and 1 minute left. `onEnd` once at 0.
 * Keyed by its quote: a new quote starts a new countdown.
 */
export function QuoteCountdown({ heldUntil, onEnd }: { heldUntil: number; onEnd: () => void }) {
  const { t } = useLingui();
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(heldUntil));
  const [heldMinutes] = useState(() => Math.ceil(secondsLeft / 60));

  useEffect(() => {
    const timer = setInterval(() => setSecondsLeft(secondsUntil(heldUntil)), 1000);
    return () => clearInterval(timer);
  }, [heldUntil]);

  const ended = secondsLeft === 0;
  const end = useEffectEvent(onEnd);
  useEffect(() => {
    if (ended) end();
  }, [ended]);

  const clock = `${twoDigits(Math.floor(secondsLeft / 60))}:${twoDigits(secondsLeft % 60)}`;
  // Changes only at the moments worth saying, so the live region speaks only then.
  const said = SAID_AT.find((moment) => secondsLeft <= moment);
  const announcement = ended
    ? ''
    : said === undefined
      ? t`The price is held for ${heldMinutes} minutes.`
      : said === 60
        ? t`1 minute left at this price.`
        : t`5 minutes left at this price.`;

  return (
    <Group gap={6} wrap="nowrap" c={secondsLeft <= 60 ? 'red.9' : 'brown.8'}>
      <IconClockHour4 size={18} aria-hidden />
      <Text fz="sm" fw={600}>
        <Trans>
          Price held for <bdi role="timer">{clock}</bdi>
        </Trans>
      </Text>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Group>
  );
}
