import { useLingui } from '@lingui/react/macro';
import { Skeleton, Stack } from '@mantine/core';

/** The list's shape while it loads: one bar a row (or card). Screen readers hear that it loads. */
export function OrdersSkeleton({ wide }: { wide: boolean }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading your orders`}>
      <Stack gap="sm" aria-hidden>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height={wide ? 56 : 180} radius="md" />
        ))}
      </Stack>
    </div>
  );
}
