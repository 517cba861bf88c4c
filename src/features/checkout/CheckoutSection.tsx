import { Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface CheckoutSectionProps {
  /** Its place in the journey, shown as a numbered step. */
  step: number;
  title: string;
  /** A message for the whole section (e.g. "Please select an address"), announced when it appears. */
  error?: string | null;
  children: ReactNode;
}

/** One titled step of checkout, a region named by its heading. */
export function CheckoutSection({ step, title, error, children }: CheckoutSectionProps) {
  const headingId = useId();
  const errorId = useId();
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      aria-labelledby={headingId}
      aria-describedby={error ? errorId : undefined}
      style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon radius="xl" size={30} variant="light" aria-hidden>
          <Text span fw={700} size="sm">
            {step}
          </Text>
        </ThemeIcon>
        <Title order={2} fz="h4" id={headingId} tabIndex={-1}>
          {title}
        </Title>
      </Group>
      {/* Under the heading, not after a long body (an open address form), so it is seen at once. */}
      {error && (
        <Text id={errorId} role="alert" c="var(--mantine-color-error)" size="sm" mb="sm" fw={600}>
          {error}
        </Text>
      )}
      {children}
    </Paper>
  );
}
