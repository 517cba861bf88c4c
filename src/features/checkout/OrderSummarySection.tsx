import { useLingui } from '@lingui/react/macro';
import { Button, Divider, Stack } from '@mantine/core';
import { CartTotals } from '../cart';
import { formatMoney, isolate } from '../../shared/format';
import { useLanguage } from '../../shared/language';
import type { ReactNode } from 'react';
import type { CheckoutTotals, PaymentMethodId } from './checkoutTotals';
import { CheckoutSection } from './CheckoutSection';
import { paymentMethodOf } from './PaymentSection';
import { SummaryItems, type SummaryItem } from './SummaryItems';

interface OrderSummarySectionProps {
  step: number;
  items: SummaryItem[];
  totals: CheckoutTotals;
  method: PaymentMethodId;
  busy: boolean;
  onPlace: () => void;
  /** Why the order cannot be placed, from the server ("Cart is empty"). */
  error?: string | null;
  /** Above the button: how long the price is held, or a new total to confirm. */
  notice?: ReactNode;
  /** The order cannot be placed yet (no price held, or a new total not confirmed). */
  blocked?: boolean;
}

/** The last step: what is ordered, the sums for the method and coupon chosen, and the one button. */
export function OrderSummarySection({ step, items, totals, method, busy, onPlace, error, notice, blocked = false }: OrderSummarySectionProps) {
  const { t, i18n } = useLingui();
  const total = isolate(formatMoney(totals.total, useLanguage()));
  const { subtotal, discount, coupon, bankTransferDiscount, delivery, vat } = totals;
  return (
    <CheckoutSection step={step} title={t`Order summary`} error={error}>
      <Stack gap="md">
        <SummaryItems items={items} />
        <Divider />
        <CartTotals totals={{ subtotal, discount, coupon, bankTransferDiscount, delivery, vat, total: totals.total }} />
        {notice}
        <Button size="md" fullWidth loading={busy} disabled={blocked} onClick={onPlace}>
          {i18n._(paymentMethodOf(method).submitLabel(total))}
        </Button>
      </Stack>
    </CheckoutSection>
  );
}
