import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the store's own pages: the page's one h1 above its content, in a column that reads well. */
export function PageFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
