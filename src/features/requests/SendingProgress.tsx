import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatNumber } from '../../shared/format';

/** How much of the request and its pictures has gone, while it is sent. */
export function SendingProgress({ fraction }: { fraction: number }) {
  const { t } = useLingui();
  const percent = Math.round(fraction * 100);
  const shown = `${formatNumber(percent, 0)}%`;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {percent < 100 ? <Trans>Uploading…</Trans> : <Trans>Waiting for the store’s answer…</Trans>}
        </Text>
        <Text size="sm" c="dimmed">
          <bdi>{shown}</bdi>
        </Text>
      </Group>
      <Progress.Root size="md" radius="xl">
        <Progress.Section value={percent} animated aria-label={t`Upload progress`} />
      </Progress.Root>
    </Stack>
  );
}
