import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import classes from './CartPage.module.css';
import { asText } from '../../shared/ui/asText';

interface RemovedLineNoticeProps {
  title: string;
  onUndo: () => void;
}

/**
 * Stands where a removed line was, with "Undo". It takes the keyboard focus when it appears (the
 * line's remove button is gone), so Enter brings the line back.
 */
export function RemovedLineNotice({ title: productTitle, onUndo }: RemovedLineNoticeProps) {
  const title = asText(productTitle);
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" style={{ borderStyle: 'dashed' }}>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text fz="sm" c="gray.8">
          <Trans>
            <bdi style={{ fontWeight: 600 }}>{title}</bdi> was removed from the cart.
          </Trans>
        </Text>
        <Button
          variant="light"
          size="compact-md"
          leftSection={<IconArrowBackUp size={18} aria-hidden className={classes.mirror} />}
          onClick={onUndo}
          autoFocus
          style={{ flexShrink: 0 }}
        >
          <Trans>Undo</Trans>
        </Button>
      </Group>
    </Paper>
  );
}
