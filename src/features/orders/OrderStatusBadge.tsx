import { useLingui } from '@lingui/react/macro';
import type { components } from '../../../sdk';
import { StatusBadge } from './StatusBadge';
import { ORDER_STATUSES, UNKNOWN_ORDER_STATUS } from './statuses';

/** An order's status in words, colour and icon; the server's label for a key the store does not know. */
export function OrderStatusBadge({ status }: { status: components['schemas']['OrderStatus'] }) {
  const { t } = useLingui();
  const known = ORDER_STATUSES[status.key];
  return known ? <StatusBadge look={known} text={t(known.label)} /> : <StatusBadge look={UNKNOWN_ORDER_STATUS} text={status.label} />;
}
