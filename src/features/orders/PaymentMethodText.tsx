import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import type { PaymentMethod } from './queries';
import { PAYMENT_METHODS } from './statuses';

/** "Card" or "Tabby instalments", with its icon (`plain`: the words alone, as a line of the printed invoice). */
export function PaymentMethodText({ method, plain = false }: { method: PaymentMethod; plain?: boolean }) {
  const { t } = useLingui();
  const { label, icon: Icon } = PAYMENT_METHODS[method];
  if (plain) return t(label);
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <Icon size={18} aria-hidden />
      <Text span inherit>
        {t(label)}
      </Text>
    </Group>
  );
}
