import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';

interface SentPanelProps {
  title: ReactNode;
  /** What happens next. */
  children: ReactNode;
}

/**
 * The confirmation above the emptied form. It takes the focus when it appears, so a keyboard or
 * screen-reader user lands on it instead of on a button whose form has just been emptied; the
 * toast says the same in a live region, so it is a named region here, not a second alert.
 */
export function SentPanel({ title, children }: SentPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert ref={ref} tabIndex={-1} role="region" color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} title={title}>
      {children}
    </Alert>
  );
}
