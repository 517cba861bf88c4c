import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Radio, Stack, Text } from '@mantine/core';
import type { ComponentType, Ref } from 'react';
import { formatMoney } from '../../shared/format';
import { useLanguage } from '../../shared/language';
import { ACCEPTED_BRANDS, BrandMark } from './payment/BrandMark';
import type { PaymentMethodId } from './checkoutTotals';
import { CardFields, type CardForm } from './payment/CardForm';
import { CheckoutSection } from './CheckoutSection';

// Step 3 of checkout: the ways to pay (one registry: what each shows, whether it takes a card, its
// button's words) and the section where the shopper chooses one.

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

interface PaymentSectionProps {
  step: number;
  method: PaymentMethodId;
  onChange: (method: PaymentMethodId) => void;
  /** What the 3% would take off this order, shown before bank transfer is chosen. */
  bankTransferSaving: number;
  cardForm: CardForm;
  /** The order is placed and only its card payment is left: the method cannot change any more. */
  locked?: boolean;
  /** Where the card fields are, to focus the first one that is wrong. */
  cardRef?: Ref<HTMLDivElement>;
}

/** Step 3: card or bank transfer (a registry, PAYMENT_METHODS), and the card's fields when paying by card. */
export function PaymentSection({ step, method, onChange, bankTransferSaving, cardForm, locked = false, cardRef }: PaymentSectionProps) {
  const { t, i18n } = useLingui();
  return (
    <CheckoutSection step={step} title={t`Payment method`}>
      <Stack gap="md">
        {!locked && (
          <Radio.Group
            value={method}
            onChange={(value) => onChange(value as PaymentMethodId)}
            label={t`How would you like to pay?`}
            styles={{ label: { marginBlockEnd: 'var(--mantine-spacing-xs)' } }}
          >
            <Stack gap="xs">
              {PAYMENT_METHODS.map(({ id, label, Details }) => (
                <Radio.Card key={id} value={id} radius="md" p="sm">
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator mt={2} />
                    <Stack gap={4} style={{ flex: 1, minInlineSize: 0 }}>
                      <Text fw={700} size="sm">
                        {i18n._(label)}
                      </Text>
                      <Details bankTransferSaving={bankTransferSaving} />
                    </Stack>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
        )}
        {paymentMethodOf(method).takesCard && (
          <div ref={cardRef}>
            <CardFields form={cardForm} />
          </div>
        )}
      </Stack>
    </CheckoutSection>
  );
}
