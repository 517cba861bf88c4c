import type { PaymentStatus } from './queries';
import { RegistryBadge } from './StatusBadge';
import { PAYMENT_STATUSES } from './statuses';

/** Whether an order is paid, in words, colour and icon. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <RegistryBadge look={PAYMENT_STATUSES[status]} />;
}
