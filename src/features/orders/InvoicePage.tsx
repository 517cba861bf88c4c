import { useSuspenseQuery } from '@tanstack/react-query';
import { invoiceQuery, orderQuery } from './queries';
import { InvoiceFrame } from './InvoiceSkeleton';
import { InvoiceSheet } from './InvoiceSheet';

/** /OrderDetails/{id}/invoice: the order's simplified tax invoice (its route's loader has it, and the order), to read and to print on A4. */
export function InvoicePage({ orderId }: { orderId: number }) {
  // Keyed: another order's invoice starts afresh.
  return <LoadedInvoice key={orderId} id={orderId} />;
}

function LoadedInvoice({ id }: { id: number }) {
  const invoice = useSuspenseQuery(invoiceQuery(id)).data.data;
  // The invoice names how it was paid, which the order says (the invoice's answer does not).
  const { payment_method: paymentMethod } = useSuspenseQuery(orderQuery(id)).data.data;
  return (
    <InvoiceFrame orderId={id} printable>
      <InvoiceSheet invoice={invoice} paymentMethod={paymentMethod} />
    </InvoiceFrame>
  );
}
