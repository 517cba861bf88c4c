import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MantineColor } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBuildingBank,
  IconCalendarDollar,
  IconCircleCheck,
  IconCircleDashed,
  IconCircleX,
  IconClock,
  IconCreditCard,
  IconDeviceMobile,
  IconHourglass,
  IconPackage,
  IconTruckDelivery,
  type Icon,
} from '@tabler/icons-react';
import type { PaymentMethod, PaymentStatus, Transaction } from './queries';

// Registries, not switches (ARCHITECTURE): every kind the screens show, with its words in the
// shopper's language, a colour and an icon, so the colour is never the only signal.

export interface StatusLook {
  label: MessageDescriptor;
  color: MantineColor;
  icon: Icon;
}

/**
 * The order statuses the contract names (OrderStatus.key). The server's `label` is only used for
 * a key not in here: the contract says the full set is not known.
 */
export const ORDER_STATUSES: Readonly<Record<string, StatusLook>> = {
  pending: { label: msg`Pending`, color: 'yellow', icon: IconClock },
  processing: { label: msg`Processing`, color: 'blue', icon: IconPackage },
  shipped: { label: msg`Shipped`, color: 'indigo', icon: IconTruckDelivery },
  delivered: { label: msg`Delivered`, color: 'teal', icon: IconCircleCheck },
  cancelled: { label: msg`Cancelled`, color: 'gray', icon: IconCircleX },
  re_paid: { label: msg`Payment failed`, color: 'red', icon: IconAlertTriangle },
};

/** How an order status key we do not know looks (its words are the server's label). */
export const UNKNOWN_ORDER_STATUS: Omit<StatusLook, 'label'> = { color: 'gray', icon: IconCircleDashed };

export const PAYMENT_STATUSES: Readonly<Record<PaymentStatus, StatusLook>> = {
  pending: { label: msg`Awaiting payment`, color: 'yellow', icon: IconHourglass },
  paid: { label: msg`Paid`, color: 'teal', icon: IconCircleCheck },
  failed: { label: msg`Failed`, color: 'red', icon: IconCircleX },
};

export const TRANSACTION_STATUSES: Readonly<Record<Transaction['status'], StatusLook>> = {
  pending: { label: msg`Pending`, color: 'yellow', icon: IconHourglass },
  success: { label: msg`Successful`, color: 'teal', icon: IconCircleCheck },
  failed: { label: msg`Failed`, color: 'red', icon: IconCircleX },
};

export const PAYMENT_METHODS: Readonly<Record<PaymentMethod, { label: MessageDescriptor; icon: Icon }>> = {
  card: { label: msg`Card`, icon: IconCreditCard },
  apple_pay: { label: msg`Apple Pay`, icon: IconDeviceMobile },
  stc_pay: { label: msg`STC Pay`, icon: IconDeviceMobile },
  tabby: { label: msg`Tabby instalments`, icon: IconCalendarDollar },
  tamara: { label: msg`Tamara instalments`, icon: IconCalendarDollar },
  bank_transfer: { label: msg`Bank transfer`, icon: IconBuildingBank },
};
