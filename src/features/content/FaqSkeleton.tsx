import { Skeleton, Stack } from '@mantine/core';

/** The questions while they load: closed accordion rows. */
export function FaqSkeleton() {
  return (
    <Stack gap="sm" aria-hidden data-testid="faq-skeleton">
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} height={56} radius="md" />
      ))}
    </Stack>
  );
}
