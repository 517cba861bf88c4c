import { Skeleton, Stack } from '@mantine/core';

/** The list's shape while it loads: one bar a row (or card). */
export function OrdersSkeleton({ wide }: { wide: boolean }) {
  return (
    <Stack gap="sm" aria-hidden data-testid="orders-skeleton">
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} height={wide ? 56 : 180} radius="md" />
      ))}
    </Stack>
  );
}
