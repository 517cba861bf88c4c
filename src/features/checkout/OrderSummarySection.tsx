import { useLingui } from '@lingui/react/macro';
import { Button, Divider, Stack } from '@mantine/core';
import { CartTotals } from '../cart';
import { formatMoney, isolate } from '../../shared/format';
import { useLanguage } from '../../shared/language';
import type { ReactNode } from 'react';
import type { CheckoutTotals, PaymentMethodId } from './checkoutTotals';
import { CheckoutSection } from './CheckoutSection';
import { paymentMethodOf } from './PaymentSection';
import { ApplePayButton } from './payment/ApplePayButton';
import { SummaryItems, type SummaryItem } from './SummaryItems';

interface OrderSummarySectionProps {
  step: number;
  items: SummaryItem[];
  totals: CheckoutTotals;
  /** The method to pay with; null while none can be (the button is then blocked). */
  method: PaymentMethodId | null;
  /** Its name, as the backend gives it, for the button's words. */
  methodName: string;
  busy: boolean;
  onPlace: () => void;
  /** Apple Pay's press: it must open the sheet in the click itself. */
  onApplePay: () => void;
  /** Why the order cannot be placed, from the server ("Cart is empty"). */
  error?: string | null;
  /** Above the button: how long the price is held, or a new total to confirm. */
  notice?: ReactNode;
  /** The order cannot be placed yet (no price held, or a new total not confirmed). */
  blocked?: boolean;
}

/** The last step: what is ordered, the sums for the method and coupon chosen, and the one button. */
export function OrderSummarySection({ step, items, totals, method, methodName, busy, onPlace, onApplePay, error, notice, blocked = false }: OrderSummarySectionProps) {
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
        {method === 'apple_pay' ? (
          <ApplePayButton onClick={onApplePay} disabled={blocked || busy} />
        ) : (
          <Button size="md" fullWidth loading={busy} disabled={blocked} onClick={onPlace}>
            {i18n._(paymentMethodOf(method ?? 'card').submitLabel(total, methodName))}
          </Button>
        )}
      </Stack>
    </CheckoutSection>
  );
}
