import { useLingui } from '@lingui/react/macro';
import { Anchor, Box, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

// Styled with props and inline styles rather than a CSS module: a stylesheet import is a side
// effect, and it would pull every sign-in page into the first bundle through features/auth/index.ts.
const PAGE_BACKGROUND =
  'radial-gradient(ellipse at 50% 0%, var(--mantine-color-brown-0) 0%, transparent 70%), var(--mantine-color-body)';
const CARD_STYLE = {
  borderBlockStart: '3px solid var(--mantine-color-brown-4)',
  boxShadow: '0 1px 2px rgb(58 45 18 / 6%), 0 12px 32px rgb(58 45 18 / 10%)',
};

interface AuthCardProps {
  /** The page's heading (the one h1 of the page). */
  title: ReactNode;
  /** A line under the heading that says what the page is for. */
  description?: ReactNode;
  /** Under the form, after a divider: the way to the other sign-in pages. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of every sign-in page: a centred card with the store's logo and the page's heading. */
export function AuthCard({ title, description, footer, children }: AuthCardProps) {
  const { t } = useLingui();
  return (
    <Box px="md" pt={{ base: 'xl', sm: 56 }} pb={{ base: 48, sm: 80 }} style={{ background: PAGE_BACKGROUND }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', xs: 'xl' }} w="100%" maw={440} mx="auto" style={CARD_STYLE}>
        <Stack gap="lg">
          <Stack align="center" gap={6} ta="center">
            <Anchor component={Link} to="/" aria-label={t`Home`} mb="xs">
              <img src="/logo.svg" alt="" width={156} height={52} style={{ display: 'block' }} />
            </Anchor>
            <Title order={1} fz={{ base: 24, xs: 28 }} c="brown.8">
              {title}
            </Title>
            {description && (
              <Text c="dimmed" size="sm" maw={340}>
                {description}
              </Text>
            )}
          </Stack>
          {children}
          {footer && (
            <>
              <Divider />
              <Text ta="center" size="sm">
                {footer}
              </Text>
            </>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
