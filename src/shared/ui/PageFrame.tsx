import { Container, Stack, Title, type MantineSize } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

interface PageFrameProps {
  /** The page's one h1. */
  title: ReactNode;
  children: ReactNode;
  /** The column's width: `md` reads well for text, `xl` holds a grid of cards. */
  size?: MantineSize;
  gap?: MantineSize;
  /** The heading takes the keyboard when what had it leaves (a card removed from the list). */
  heading?: Ref<HTMLHeadingElement>;
  /** While the page's own data loads (its skeleton). */
  busy?: boolean;
}

/** A page's frame: its h1 above its content, the same for the page and its skeleton. */
export function PageFrame({ title, children, size = 'md', gap = 'lg', heading, busy }: PageFrameProps) {
  return (
    <Container size={size} py={{ base: 'md', sm: 'xl' }} aria-busy={busy || undefined}>
      <Stack gap={gap}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} ref={heading} tabIndex={heading ? -1 : undefined}>
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
