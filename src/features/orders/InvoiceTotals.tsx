import { Trans } from '@lingui/react/macro';
import { Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { Invoice } from './queries';
import classes from './Invoice.module.css';
import { Money } from '../../shared/ui/Money';

/**
 * The invoice's sums as the backend gave them: the lines (VAT included), the discount, the
 * delivery, then the total split into its part before VAT and the VAT, and the total itself.
 */
export function InvoiceTotals({ invoice }: { invoice: Invoice }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.totals}>
      <Title order={2} fz="h4" id={headingId} mb="xs">
        <Trans>Totals</Trans>
      </Title>
      <dl className={classes.sums}>
        <Sum label={<Trans>Subtotal (VAT included)</Trans>}>
          <Money amount={invoice.subtotal} />
        </Sum>
        {invoice.discount > 0 && (
          <Sum label={<Trans>Discount</Trans>}>
            <Money amount={invoice.discount} negative />
          </Sum>
        )}
        <Sum label={<Trans>Delivery</Trans>}>
          <Money amount={invoice.delivery} />
        </Sum>
        <Sum label={<Trans>Total before VAT</Trans>} divided>
          <Money amount={invoice.total_before_vat} />
        </Sum>
        <Sum label={<Trans>VAT</Trans>}>
          <Money amount={invoice.vat} />
        </Sum>
        <Sum label={<Trans>Total with VAT</Trans>} divided strong>
          <Money amount={invoice.total} />
        </Sum>
      </dl>
    </section>
  );
}

function Sum({ label, children, divided, strong }: { label: ReactNode; children: ReactNode; divided?: boolean; strong?: boolean }) {
  return (
    <div data-divided={divided || undefined} data-strong={strong || undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
