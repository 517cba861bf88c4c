import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Image, Radio, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../shared/format';
import { useLanguage } from '../../shared/language';
import type { ShippingCompany } from './api';
import { CheckoutSection } from './CheckoutSection';

interface ShippingSectionProps {
  step: number;
  couriers: ShippingCompany[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  error?: string | null;
}

function DeliveryDays({ min, max }: { min: number; max: number }) {
  const { t } = useLingui();
  // The days counted by the last number, as the words after it agree with it (Arabic: 3–10 أيام, 11+ يومًا).
  const text =
    min === max
      ? t`${plural(max, { one: '# working day', other: '# working days' })}`
      : t`${min}–${plural(max, { one: '# working day', other: '# working days' })}`;
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}

/** Step 2: the courier (a single one today), its delivery time and cost. */
export function ShippingSection({ step, couriers, selectedId, onSelect, error }: ShippingSectionProps) {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <CheckoutSection step={step} title={t`Shipping company`} error={couriers.length === 0 ? (error ?? t`No shipping company is available right now.`) : null}>
      {couriers.length > 0 && (
        <Radio.Group value={selectedId} onChange={onSelect} label={t`Delivered by`} error={error} styles={{ label: { marginBlockEnd: 'var(--mantine-spacing-xs)' } }}>
          <Stack gap="xs">
            {couriers.map((courier) => (
              <Radio.Card key={courier.id} value={String(courier.id)} radius="md" p="sm">
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator />
                  <Image src={courier.logo.url} alt="" w={64} h={32} fit="contain" style={{ flex: 'none' }} />
                  <div style={{ flex: 1, minInlineSize: 0 }}>
                    <Text fw={700} size="sm">
                      {courier.name}
                    </Text>
                    <DeliveryDays min={courier.delivery_days_min} max={courier.delivery_days_max} />
                  </div>
                  <Text fw={700} size="sm">
                    <bdi>{formatMoney(courier.cost, language)}</bdi>
                  </Text>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      )}
    </CheckoutSection>
  );
}
