import { Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './Invoice.module.css';

/** One party of the invoice (the seller, the buyer): a titled list of facts. */
export function InvoiceParty({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.party}>
      <Title order={2} fz="h4" id={headingId} mb="xs">
        {title}
      </Title>
      <dl className={classes.facts}>{children}</dl>
    </section>
  );
}

/** One fact of a party or of the invoice: its label and its value. */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
