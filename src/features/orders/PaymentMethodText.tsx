import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import type { PaymentMethod } from './queries';
import { PAYMENT_METHODS } from './statuses';

/** "Card" or "Bank transfer", with its icon. */
export function PaymentMethodText({ method }: { method: PaymentMethod }) {
  const { t } = useLingui();
  const { label, icon: Icon } = PAYMENT_METHODS[method];
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <Icon size={18} aria-hidden />
      <Text span inherit>
        {t(label)}
      </Text>
    </Group>
  );
}
