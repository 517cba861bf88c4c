import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type FormEvent } from 'react';
import { paymentMethodsQuery } from '../../payment-methods';
import { PAYMENT_METHODS, type Order, type PaymentDue } from '../../orders';
import { CardPaymentForm } from './CardPaymentForm';
import type { OrderPage } from './gatewayReturn';
import { useOrderPayment, type PayableOrder } from './orderPayment';
import { isInstalmentMethod, type PaymentMode } from '../api';
import { ApplePayButton } from './ApplePayButton';
import { useCanPayWithApplePay } from './applePayAvailability';
import { StcPayCodeStep, StcPayFields } from './StcPayFields';
import { Money } from '../../../shared/ui/Money';
import { formatMoney } from '../../../shared/format';
import { useLanguage } from '../../../shared/language';

interface PayOrderSectionProps {
  order: Pick<Order, 'id' | 'total' | 'order_number' | 'payment_method'>;
  due: PaymentDue;
  /** Came here from the list's "Pay again": bring the form into view and put the keyboard on it. */
  focusOnOpen?: boolean;
  /** This order's page, where the gateway brings the shopper back. */
  orderPage: OrderPage;
}

/**
 * An order to pay: again after a failed payment, or for the first time ("Complete payment"), the
 * way it was chosen: an instalment order on its provider's page, STC Pay with its code, Apple Pay
 * where the browser can (else by card), a card order by card.
 */
export function PayOrderSection({ order, due, focusOnOpen = false, orderPage }: PayOrderSectionProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusOnOpen) return;
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [focusOnOpen]);

  const payable = { id: order.id, total: order.total, order_number: order.order_number };
  return (
    <Card component="section" aria-labelledby="pay-order-heading" withBorder radius="md" padding="lg" id="pay">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={2} fz="h3" id="pay-order-heading" ref={heading} tabIndex={-1}>
            {due === 'repay' ? <Trans>Pay again</Trans> : <Trans>Complete payment</Trans>}
          </Title>
          <Text fz="sm" c="dimmed">
            {due === 'repay' ? (
              <Trans>The last payment of this order failed. Pay it to have it prepared.</Trans>
            ) : (
              <Trans>This order is waiting for its payment.</Trans>
            )}
          </Text>
          <Text fw={700}>
            <Trans>
              Amount to pay: <Money amount={order.total} />
            </Trans>
          </Text>
        </Stack>
        <PaymentForm order={payable} method={order.payment_method} mode={due} orderPage={orderPage} />
      </SimpleGrid>
    </Card>
  );
}

interface PaymentFormProps {
  order: PayableOrder;
  method: Order['payment_method'];
  mode: PaymentMode;
  orderPage: OrderPage;
}

function PaymentForm({ order, method, mode, orderPage }: PaymentFormProps) {
  const applePay = useCanPayWithApplePay();
  if (isInstalmentMethod(method)) return <InstalmentPaymentButton order={order} method={method} mode={mode} orderPage={orderPage} />;
  if (method === 'stc_pay') return <StcPayPaymentForm order={order} mode={mode} orderPage={orderPage} />;
  if (method === 'apple_pay' && applePay) return <ApplePayPaymentButton order={order} mode={mode} orderPage={orderPage} />;
  return <CardPaymentForm order={order} mode={mode} orderPage={orderPage} />;
}

/** An instalment order's plan, started again on the provider's page (a new plan each time). */
function InstalmentPaymentButton({ order, method, mode, orderPage }: PaymentFormProps) {
  const { i18n } = useLingui();
  const { pay, busy } = useOrderPayment({ name: 'placed', order }, orderPage);
  // The provider's own name, as checkout shows it; the method's label until the methods come.
  const offers = useQuery(paymentMethodsQuery()).data?.data;
  const provider = offers?.find((offer) => offer.key === method)?.name ?? i18n._(PAYMENT_METHODS[method].label);
  return (
    <Stack justify="center">
      <Button size="md" fullWidth loading={busy} onClick={() => void pay(order, mode, 'instalments')}>
        <Trans>Continue to {provider}</Trans>
      </Button>
    </Stack>
  );
}

/** Apple Pay's sheet for the order, opened at the press. */
function ApplePayPaymentButton({ order, mode, orderPage }: Omit<PaymentFormProps, 'method'>) {
  const { payWithApplePay, busy } = useOrderPayment({ name: 'placed', order }, orderPage);
  return (
    <Stack justify="center">
      <ApplePayButton onClick={() => void payWithApplePay(order.total, mode, order)} disabled={busy} />
    </Stack>
  );
}

/** STC Pay: the mobile, then the code STC Pay texts to it. */
function StcPayPaymentForm({ order, mode, orderPage }: Omit<PaymentFormProps, 'method'>) {
  const language = useLanguage();
  const { pay, busy, stcPay } = useOrderPayment({ name: 'placed', order }, orderPage);
  const amount = formatMoney(order.total, language);
  if (stcPay.awaitingCode) return <StcPayCodeStep form={stcPay.form} onSubmit={stcPay.sendCode} onNewCode={stcPay.newCode} />;
  // Only the mobile now: the code comes once the payment is made.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stcPay.form.validateField('mobile').hasError) void pay(order, mode, 'stc_pay');
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <StcPayFields form={stcPay.form} />
        <Button type="submit" size="md" fullWidth loading={busy}>
          <span>
            <Trans>
              Pay <bdi>{amount}</bdi> with STC Pay
            </Trans>
          </span>
        </Button>
      </Stack>
    </form>
  );
}
