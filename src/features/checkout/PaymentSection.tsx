import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Group, Radio, Stack, Text } from '@mantine/core';
import type { ComponentType, Ref } from 'react';
import { formatMoney } from '../../shared/format';
import { useLanguage } from '../../shared/language';
import { ACCEPTED_BRANDS, BrandMark } from './payment/BrandMark';
import type { PaymentMethodId } from './checkoutTotals';
import type { MethodChoice, PaymentMethodOffer, Unavailable } from './payment/methodChoices';
import { instalmentSplits } from '../payment-methods';
import { roundMoney } from '../../shared/money';
import { CardFields, type CardForm } from './payment/CardForm';
import { StcPayCodeStep, StcPayFields, type StcPayCodeOutcome, type StcPayForm } from './payment/StcPayFields';
import { CheckoutSection } from './CheckoutSection';

// Step 3 of checkout: the ways to pay the backend offers (methodChoices.ts says which this order can
// use), how each is paid here (one registry: what it shows, its button's words), and the section
// where the shopper chooses one.

/** How a method is paid once the order is placed. */
export type PaidBy = 'card' | 'transfer' | 'instalments' | 'apple_pay' | 'stc_pay';

interface DetailsProps {
  offer: PaymentMethodOffer;
  /** What this method would charge for the order, in SAR. */
  charge: number;
  /** What paying by bank transfer would take off this order. */
  bankTransferSaving: number;
}

interface PaymentMethodBehaviour {
  paidBy: PaidBy;
  /** Shown under the name before the shopper chooses, so the choice is an informed one. */
  Details?: ComponentType<DetailsProps>;
  /** The place-order button's words, given the order's total as formatted money and the method's name. */
  submitLabel: (total: string, name: string) => MessageDescriptor;
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

function InstalmentDetails({ offer, charge }: DetailsProps) {
  const language = useLanguage();
  const split = instalmentSplits([offer], charge)[0];
  if (!split) return null;
  const each = formatMoney(split.each, language);
  const { count } = split;
  return (
    <Text size="sm" c="teal.9" fw={600}>
      <Trans>
        <Plural value={count} one="# interest-free payment" other="# interest-free payments" /> of <bdi>{each}</bdi>
      </Trans>
    </Text>
  );
}

/** How each method the contract knows is paid here. */
const BEHAVIOURS: Readonly<Record<PaymentMethodId, PaymentMethodBehaviour>> = {
  card: { paidBy: 'card', Details: CardDetails, submitLabel: (total) => msg`Pay ${total}` },
  apple_pay: { paidBy: 'apple_pay', submitLabel: (total) => msg`Pay ${total}` },
  stc_pay: { paidBy: 'stc_pay', submitLabel: (total) => msg`Pay ${total} with STC Pay` },
  tabby: { paidBy: 'instalments', Details: InstalmentDetails, submitLabel: (_, name) => msg`Continue to ${name}` },
  tamara: { paidBy: 'instalments', Details: InstalmentDetails, submitLabel: (_, name) => msg`Continue to ${name}` },
  bank_transfer: { paidBy: 'transfer', Details: BankTransferDetails, submitLabel: () => msg`Place order` },
};

export function paymentMethodOf(id: PaymentMethodId): PaymentMethodBehaviour {
  return BEHAVIOURS[id];
}

/** Why a method cannot be chosen for this order, in a line. */
function UnavailableLine({ offer, unavailable }: { offer: PaymentMethodOffer; unavailable: Unavailable }) {
  const language = useLanguage();
  const name = offer.name;
  if (unavailable.kind === 'checking') return <Trans>Checking with {name}…</Trans>;
  if (unavailable.kind === 'refused') return unavailable.reason ?? <Trans>{name} could not be reached. Please choose another way to pay.</Trans>;
  const min = unavailable.min === null ? null : formatMoney(unavailable.min, language);
  const max = unavailable.max === null ? null : formatMoney(unavailable.max, language);
  if (min && max) {
    return (
      <Trans>
        {name} is for orders from <bdi>{min}</bdi> to <bdi>{max}</bdi>.
      </Trans>
    );
  }
  if (max) {
    return (
      <Trans>
        {name} is for orders up to <bdi>{max}</bdi>.
      </Trans>
    );
  }
  return (
    <Trans>
      {name} is for orders from <bdi>{min}</bdi>.
    </Trans>
  );
}

interface PaymentSectionProps {
  step: number;
  /** The methods offered, each available for this order or not. */
  choices: readonly MethodChoice[];
  method: PaymentMethodId | null;
  onChange: (method: PaymentMethodId) => void;
  /** The order's total before any bank-transfer discount, in SAR. */
  total: number;
  /** What the 3% would take off this order, shown before bank transfer is chosen. */
  bankTransferSaving: number;
  cardForm: CardForm;
  /** STC Pay's mobile, and its one-time code once the payment waits for it. */
  stcPay: StcPaySteps;
  /** The order is placed and only its payment is left: the method cannot change any more. */
  locked?: boolean;
  /** Where the card fields are, to focus the first one that is wrong. */
  cardRef?: Ref<HTMLDivElement>;
}

/** STC Pay's two steps: the mobile typed before the press, then the code STC Pay texts. */
export interface StcPaySteps {
  form: StcPayForm;
  awaitingCode: boolean;
  sendCode: (code: string) => Promise<StcPayCodeOutcome>;
  newCode: () => void;
}

/** What a method charges: the total, less the 3% for a bank transfer. */
const chargeOf = (key: PaymentMethodId, total: number, bankTransferSaving: number) =>
  key === 'bank_transfer' ? roundMoney(total - bankTransferSaving) : total;

/** Step 3: the methods offered (greyed with the reason when this order cannot use one), and the card's fields when paying by card. */
export function PaymentSection({ step, choices, method, onChange, total, bankTransferSaving, cardForm, stcPay, locked = false, cardRef }: PaymentSectionProps) {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <CheckoutSection step={step} title={t`Payment method`}>
      <Stack gap="md">
        {!locked && choices.length === 0 && (
          <Text c="red.8" role="alert">
            <Trans>No way to pay is offered for this order right now. Please try again later.</Trans>
          </Text>
        )}
        {!locked && choices.length > 0 && (
          <Radio.Group
            value={method}
            onChange={(value) => onChange(value as PaymentMethodId)}
            label={t`How would you like to pay?`}
            styles={{ label: { marginBlockEnd: 'var(--mantine-spacing-xs)' } }}
          >
            <Stack gap="xs">
              {choices.map(({ offer, unavailable }) => {
                const { Details } = paymentMethodOf(offer.key);
                const charge = chargeOf(offer.key, total, bankTransferSaving);
                const why = `payment-method-${offer.key}-why`;
                return (
                  <Radio.Card
                    key={offer.key}
                    value={offer.key}
                    radius="md"
                    p="sm"
                    disabled={Boolean(unavailable)}
                    aria-describedby={unavailable ? why : undefined}
                    // Greyed, but its reason as readable as the rest of the page.
                    style={unavailable ? { cursor: 'not-allowed', backgroundColor: 'var(--mantine-color-gray-0)' } : undefined}
                  >
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Radio.Indicator mt={2} disabled={Boolean(unavailable)} />
                      <Stack gap={4} style={{ flex: 1, minInlineSize: 0 }}>
                        <Group justify="space-between" gap="xs" wrap="nowrap">
                          <Text fw={700} size="sm" c={unavailable ? 'gray.7' : undefined}>
                            {offer.name}
                          </Text>
                          {!unavailable && (
                            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                              <bdi>{formatMoney(charge, language)}</bdi>
                            </Text>
                          )}
                        </Group>
                        {offer.description && (
                          <Text size="xs" c="dimmed">
                            {offer.description}
                          </Text>
                        )}
                        {unavailable ? (
                          <Text size="sm" c="gray.8" id={why}>
                            <UnavailableLine offer={offer} unavailable={unavailable} />
                          </Text>
                        ) : (
                          Details && <Details offer={offer} charge={charge} bankTransferSaving={bankTransferSaving} />
                        )}
                      </Stack>
                    </Group>
                  </Radio.Card>
                );
              })}
            </Stack>
          </Radio.Group>
        )}
        {method && paymentMethodOf(method).paidBy === 'card' && (
          <div ref={cardRef}>
            <CardFields form={cardForm} />
          </div>
        )}
        {method === 'stc_pay' &&
          (stcPay.awaitingCode ? (
            <StcPayCodeStep form={stcPay.form} onSubmit={stcPay.sendCode} onNewCode={stcPay.newCode} />
          ) : (
            <div ref={cardRef}>
              <StcPayFields form={stcPay.form} />
            </div>
          ))}
      </Stack>
    </CheckoutSection>
  );
}
