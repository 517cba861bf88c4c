import { useLingui } from '@lingui/react/macro';
import { Grid, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { isApiError } from '../../../sdk';
import { useKeptInput } from '../../shared/keptInput';
import { roundMoney } from '../../shared/money';
import { notify } from '../../shared/notify';
import { showApiError } from '../../shared/showApiError';
import type { Address } from '../addresses';
import { useAuth } from '../auth';
import { cartQuery, CouponBox } from '../cart';
import type { PlaceOrderInput, ShippingCompany } from './api';
import { AddressSection } from './AddressSection';
import { bankTransferDiscountOf, type CartSummary, type PaymentMethodId } from './checkoutTotals';
import { checkoutProblems, serverProblems, type Problems } from './checkoutProblems';
import { CheckoutSection } from './CheckoutSection';
import classes from './CheckoutForm.module.css';
import { OrderSummarySection } from './OrderSummarySection';
import { paymentMethodOf, PaymentSection } from './PaymentSection';
import { chosenMethod, methodChoices, usePreChecks, type PaymentMethodOffer } from './payment/methodChoices';
import { useCanPayWithApplePay } from './payment/applePayAvailability';
import { PersonalIdSection } from './PersonalIdSection';
import { checkPersonalId, normalisePersonalId } from './personalId';
import { PlacedOrderNotice } from './PlacedOrderNotice';
import { QuoteNotice } from './QuoteNotice';
import { ShippingSection } from './ShippingSection';
import { shownFigures } from './shownFigures';
import type { SummaryItem } from './SummaryItems';
import type { CheckoutFlow } from './CheckoutPage';
import { useHeldQuote } from './useHeldQuote';

interface CheckoutFormProps {
  summary: CartSummary;
  items: SummaryItem[];
  addresses: Address[];
  couriers: ShippingCompany[];
  /** The ways to pay the backend offers (GET /payment-methods). */
  offers: PaymentMethodOffer[];
  flow: CheckoutFlow;
}

const defaultAddressId = (addresses: Address[]) => {
  const chosen = addresses.find((address) => address.is_default) ?? (addresses.length === 1 ? addresses[0] : undefined);
  return chosen ? String(chosen.id) : null;
};

/** The choices kept when the session ends before the order is placed (never the card: it is not stored). */
interface KeptChoices {
  addressId: string | null;
  courierId: string | null;
  method: PaymentMethodId;
  personalId: string;
}

/** The sections of checkout and the one button that places the order, once, and pays it. */
export function CheckoutForm({ summary, items, addresses, couriers, offers, flow }: CheckoutFormProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [addressId, setAddressId] = useState(() => defaultAddressId(addresses));
  const [courierId, setCourierId] = useState(() => (couriers[0] ? String(couriers[0].id) : null));
  // The method the shopper chose; the one paid with is it while this order can use it (below).
  const [wanted, setWanted] = useState<PaymentMethodId>(offers[0]?.key ?? 'card');
  const [personalId, setPersonalId] = useState('');
  const { user } = useAuth();
  const first = useRef<KeptChoices>({ addressId, courierId, method: wanted, personalId });
  const [problems, setProblems] = useState<Problems>({});
  const { placed, cardForm, stcPay } = flow;
  const addressBody = useRef<HTMLDivElement>(null);
  const cardFields = useRef<HTMLDivElement>(null);
  const personalIdInput = useRef<HTMLInputElement>(null);

  // The shopper's choices survive a session that ends and a reload of the page (this tab only).
  useKeptInput<KeptChoices>('checkout', user?.id, {
    onLeave: true,
    keep: () => {
      const choices = { addressId, courierId, method: wanted, personalId };
      const changed = (Object.keys(choices) as (keyof KeptChoices)[]).some((name) => choices[name] !== first.current[name]);
      return !placed && changed ? choices : undefined;
    },
    // Only what can still be chosen: an address or courier may be gone since.
    restore: (kept) => {
      if (addresses.some((address) => String(address.id) === kept.addressId)) setAddressId(kept.addressId);
      if (couriers.some((company) => String(company.id) === kept.courierId)) setCourierId(kept.courierId);
      if (offers.some((offer) => offer.key === kept.method)) setWanted(kept.method);
      setPersonalId(kept.personalId);
    },
  });
  const courier = couriers.find((company) => String(company.id) === courierId);
  // The prices held for this visit; the cart's own figures only until the first hold comes.
  // Only the bank transfer changes the sums, and it has no limits: the quote can follow the choice.
  const held = useHeldQuote({ input: { shipping_company_id: courier?.id, payment_method: wanted }, lines: items, coupon: summary.coupon }, !placed);
  const { quote } = held;
  const shown = shownFigures(placed, quote, { summary, items, method: wanted, delivery: courier?.cost });
  const { totals } = shown;
  // The methods this total can use on this device; the limits are for the total before the 3%.
  const totalBeforeTransfer = roundMoney(totals.total + totals.bankTransferDiscount);
  const preChecks = usePreChecks(offers, totalBeforeTransfer, placed ? null : (quote?.id ?? null));
  const choices = methodChoices(offers, { total: totalBeforeTransfer, applePay: useCanPayWithApplePay(), preChecks });
  const method = placed ? shown.method : chosenMethod(choices, wanted);
  // The server may ask for the ID even when our figures do not (its word wins).
  const askPersonalId = !placed && (totals.needsPersonalId || Boolean(problems.personalId));

  const clear = (place: keyof Problems) => setProblems((current) => (current[place] ? { ...current, [place]: undefined } : current));

  /** Shows the problems, then takes the keyboard to the first of them, in the page's order. */
  const showProblems = (found: Problems) => {
    flushSync(() => setProblems(found));
    const first = [
      // A saved address to choose, or, with none saved yet, the step itself (its form is open below).
      found.address && (addressBody.current?.querySelector<HTMLElement>('[role="radio"]') ?? addressBody.current?.closest('section')?.querySelector('h2')),
      // The card's or STC Pay's fields, whichever are shown.
      cardFields.current?.querySelector<HTMLElement>('[aria-invalid="true"]'),
      found.personalId && personalIdInput.current,
    ].find((element): element is HTMLElement => Boolean(element));
    first?.focus();
  };

  const validate = (): boolean => {
    const found: Problems = {};
    for (const [place, message] of Object.entries(
      checkoutProblems({ addressId, courierId, needsPersonalId: askPersonalId, personalId }),
    )) {
      found[place as keyof Problems] = i18n._(message);
    }
    const paidBy = method && paymentMethodOf(method).paidBy;
    const cardWrong = paidBy === 'card' && cardForm.validate().hasErrors;
    const mobileWrong = paidBy === 'stc_pay' && stcPay.form.validateField('mobile').hasError;
    if (Object.keys(found).length > 0 || cardWrong || mobileWrong) {
      showProblems(found);
      return false;
    }
    setProblems({});
    return true;
  };

  const refused = (error: unknown) => {
    // The price held ran out on the server's clock: a new one is asked for, to be confirmed.
    if (isApiError(error) && error.firstFieldError('quote_id')) held.renew();
    const found = serverProblems(error);
    if (Object.keys(found).length > 0) {
      showProblems(found);
      // The server says the cart changed under us: show what it holds now.
      if (found.cart) void queryClient.invalidateQueries({ queryKey: cartQuery().queryKey });
    } else if (isApiError(error) && error.status === 422) notify(error.message, 'error');
    else showApiError(error);
  };

  const orderInput = (quoteId: string, method: PaymentMethodId): PlaceOrderInput => ({
    quote_id: quoteId,
    address_id: Number(addressId),
    shipping_company_id: Number(courierId),
    payment_method: method,
    ...(summary.coupon ? { coupon_code: summary.coupon } : {}),
    ...(askPersonalId ? { personal_id: normalisePersonalId(personalId) } : {}),
  });

  /** The one button: the order placed once, then paid (or on to the transfer's details). */
  const submit = async () => {
    const press = flow.pressed();
    if (press.inFlight) return;
    let placedOrder = press.placed;
    if (placedOrder) {
      // Placed already: only the card is left to check.
      if (paymentMethodOf(placedOrder.order.payment_method).paidBy === 'card' && cardForm.validate().hasErrors) {
        showProblems({});
        return;
      }
    } else {
      // The whole form, on a price agreed to.
      if (!held.agreedId || !method || !validate()) return;
      const outcome = await flow.place(orderInput(held.agreedId, method));
      if ('refused' in outcome) {
        refused(outcome.refused);
        return;
      }
      placedOrder = outcome;
    }
    await flow.settle(placedOrder);
  };

  /** Apple Pay's button: everything checked at once, then the sheet, in the click itself. */
  const payWithApplePay = () => {
    const press = flow.pressed();
    if (press.inFlight) return;
    if (press.placed) {
      flow.payWithApplePay(totals.total, press.placed, refused);
      return;
    }
    if (!held.agreedId || !method || !validate()) return;
    flow.payWithApplePay(totals.total, orderInput(held.agreedId, method), refused);
  };

  let step = 0;
  return (
    <Grid gap={{ base: 'md', md: 'xl' }} align="flex-start">
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <Stack gap="md">
          {placed && <PlacedOrderNotice order={placed.order} />}
          {!placed && (
            <AddressSection
              step={++step}
              addresses={addresses}
              selectedId={addressId}
              onSelect={(id) => {
                setAddressId(id);
                clear('address');
              }}
              error={problems.address}
              bodyRef={addressBody}
            />
          )}
          {!placed && (
            <ShippingSection
              step={++step}
              couriers={couriers}
              selectedId={courierId}
              onSelect={(id) => {
                setCourierId(id);
                clear('shipping');
              }}
              error={problems.shipping}
            />
          )}
          <PaymentSection
            step={++step}
            choices={choices}
            method={method}
            onChange={setWanted}
            total={totalBeforeTransfer}
            bankTransferSaving={bankTransferDiscountOf(quote ?? summary)}
            cardForm={cardForm}
            stcPay={stcPay}
            locked={Boolean(placed)}
            cardRef={cardFields}
          />
          {!placed && (
            <CheckoutSection step={++step} title={t`Coupon`}>
              <CouponBox summary={summary} />
            </CheckoutSection>
          )}
          {askPersonalId && (
            <PersonalIdSection
              step={++step}
              value={personalId}
              onChange={(value) => {
                setPersonalId(value);
                clear('personalId');
              }}
              onBlur={() => {
                // Said as soon as the field is left, not only at the press; an empty field waits for the press.
                const wrong = personalId.trim() && checkPersonalId(personalId);
                if (wrong) setProblems((current) => ({ ...current, personalId: i18n._(wrong) }));
              }}
              error={problems.personalId}
              inputRef={personalIdInput}
            />
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }} className={classes.summary}>
        <OrderSummarySection
          step={step + 1}
          items={shown.items}
          totals={totals}
          method={method}
          methodName={offers.find((offer) => offer.key === method)?.name ?? ''}
          busy={flow.busy}
          notice={!placed && <QuoteNotice held={held} />}
          // While STC Pay waits for its code, the code's own button is the one to press.
          blocked={(!placed && (!held.agreedId || !method)) || stcPay.awaitingCode}
          onPlace={() => void submit()}
          onApplePay={payWithApplePay}
          error={problems.cart}
        />
      </Grid.Col>
    </Grid>
  );
}
