import { useLingui } from '@lingui/react/macro';
import { Skeleton, Stack } from '@mantine/core';

/** The questions while they load: closed accordion rows. Screen readers hear that they load. */
export function FaqSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading the questions`}>
      <Stack gap="sm" aria-hidden>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height={56} radius="md" />
        ))}
      </Stack>
    </div>
  );
}
