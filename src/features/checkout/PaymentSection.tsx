import { useLingui } from '@lingui/react/macro';
import { Group, Radio, Stack, Text } from '@mantine/core';
import type { Ref } from 'react';
import { CardFields } from './payment/CardFields';
import type { CardForm } from './payment/useCardForm';
import type { PaymentMethodId } from './checkoutTotals';
import { CheckoutSection } from './CheckoutSection';
import { PAYMENT_METHODS, paymentMethodOf } from './paymentMethods';

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
