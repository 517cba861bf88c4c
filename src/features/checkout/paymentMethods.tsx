import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { formatMoney } from '../../shared/format';
import { useLanguage } from '../../shared/language';
import { BrandMark } from './payment/BrandMark';
import { ACCEPTED_BRANDS } from './payment/cardRules';
import type { PaymentMethodId } from './checkoutTotals';

interface DetailsProps {
  /** What paying by bank transfer would take off this order. */
  bankTransferSaving: number;
}

interface PaymentMethodOption {
  id: PaymentMethodId;
  label: MessageDescriptor;
  /**
   * Paid with a card typed on checkout, through the gateway, once the order is placed. Without it
   * (bank transfer) the order's own page takes over and shows where to transfer.
   */
  takesCard: boolean;
  /** Shown under the name before the shopper chooses, so the choice is an informed one. */
  Details: ComponentType<DetailsProps>;
  /** The place-order button's words, given the order's total as formatted money. */
  submitLabel: (total: string) => MessageDescriptor;
}

function CardDetails() {
  return (
    <Group gap={6} wrap="nowrap">
      {ACCEPTED_BRANDS.map((brand) => (
        <BrandMark key={brand} brand={brand} height={20} />
      ))}
    </Group>
  );
}

function BankTransferDetails({ bankTransferSaving }: DetailsProps) {
  const language = useLanguage();
  const saving = formatMoney(bankTransferSaving, language);
  return (
    <Text size="sm" c="teal.9" fw={600}>
      <Trans>
        Extra 3% off: save <bdi>{saving}</bdi>
      </Trans>
    </Text>
  );
}

/** The ways to pay, in the order they are offered; the first is chosen at first. */
export const PAYMENT_METHODS: readonly PaymentMethodOption[] = [
  {
    id: 'card',
    label: msg`Card: mada, Visa or Mastercard`,
    takesCard: true,
    Details: CardDetails,
    submitLabel: (total) => msg`Pay ${total}`,
  },
  {
    id: 'bank_transfer',
    label: msg`Bank transfer`,
    takesCard: false,
    Details: BankTransferDetails,
    submitLabel: () => msg`Place order`,
  },
];

export function paymentMethodOf(id: PaymentMethodId): PaymentMethodOption {
  return PAYMENT_METHODS.find((method) => method.id === id) ?? PAYMENT_METHODS[0]!;
}
