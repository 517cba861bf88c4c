import { Card, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** One titled box of the order's details (items, summary, payment, shipping…). */
export function OrderSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="md">
      <Title order={2} fz="h4" id={headingId} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
