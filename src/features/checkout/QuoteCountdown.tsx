import type { I18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useState } from 'react';

/** The moments worth saying aloud, in seconds left: not every second, as a screen reader would. */
const SAID_AT = [300, 60];

const secondsUntil = (time: number) => Math.max(0, Math.ceil((time - Date.now()) / 1000));
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A time left in words, from the numbers the clock shows: 570 → "9 minutes and 30 seconds" (09:30). */
function timeInWords(remaining: number, i18n: I18n): string {
  const minutes = Math.floor(remaining / 60);
  const seconds = remaining % 60;
  if (seconds === 0) return t(i18n)`${plural(minutes, { one: '# minute', other: '# minutes' })}`;
  if (minutes === 0) return t(i18n)`${plural(seconds, { one: '# second', other: '# seconds' })}`;
  return t(i18n)`${plural(minutes, { one: '# minute', other: '# minutes' })} and ${plural(seconds, { one: '# second', other: '# seconds' })}`;
}

/**
 * How long the price is still held, ticking each second (a `timer`, which is not read aloud as it
 * ticks); a polite announcement when it starts, at 5 minutes and 1 minute left. `onEnd` once at 0.
 * Keyed by its quote: a new quote starts a new countdown.
 */
export function QuoteCountdown({ heldUntil, onEnd }: { heldUntil: number; onEnd: () => void }) {
  const { i18n } = useLingui();
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(heldUntil));

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
  // The moments passed so far; the live region speaks only when it changes, and says the time the
  // clock showed then (the start, 05:00, 01:00), so what is heard is what was seen.
  const moment = SAID_AT.filter((at) => secondsLeft <= at).length;
  const [said, setSaid] = useState({ moment, secondsLeft, start: true });
  if (said.moment !== moment) setSaid({ moment, secondsLeft, start: false });
  const words = timeInWords(said.secondsLeft, i18n);
  const announcement = ended ? '' : said.start ? t(i18n)`The price is held for ${words}.` : t(i18n)`${words} left at this price.`;

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
