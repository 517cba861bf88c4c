import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ProfileSectionProps {
  /** The anchor the page's section links jump to. */
  id: string;
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}

/** One part of the profile, named by its heading; the heading takes the focus when jumped to. */
export function ProfileSection({ id, title, action, children }: ProfileSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Stack component="section" gap="md" aria-labelledby={headingId} style={{ scrollMarginTop: 'var(--profile-scroll-margin, 96px)' }} id={id}>
      <Stack gap="sm" style={{ flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <Title order={2} fz="h3" id={headingId} tabIndex={-1}>
          {title}
        </Title>
        {action}
      </Stack>
      {children}
    </Stack>
  );
}
