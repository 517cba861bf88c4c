import { Trans } from '@lingui/react/macro';
import { Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useLanguage } from '../../shared/language';
import type { Invoice, PaymentMethod } from './queries';
import classes from './Invoice.module.css';
import { InvoiceLines } from './InvoiceLines';
import { Fact, InvoiceParty } from './InvoiceParty';
import { InvoiceTotals } from './InvoiceTotals';
import { OrderDate } from './OrderDate';
import { PaymentMethodText } from './PaymentMethodText';
import { useLingui } from '@lingui/react/macro';
import { QRCodeSVG } from 'qrcode.react';

/**
 * The invoice's QR code, drawing the backend's text as it came (ZATCA's TLV in base64): the store
 * never builds or signs it. A quiet zone of 4 modules, as scanners expect, whatever is around it.
 */
function InvoiceQr({ value }: { value: string }) {
  const { t } = useLingui();
  return <QRCodeSVG value={value} size={148} marginSize={4} level="M" role="img" aria-label={t`QR code of the tax invoice`} className={classes.qr} />;
}

/**
 * The title ZATCA requires in Arabic on every simplified tax invoice: shown beside the English
 * one too, so it is the same words in both languages, not a translation.
 */
const ARABIC_TITLE = 'فاتورة ضريبية مبسطة';

/** The invoice as it prints: title, number, time and payment method with the QR, seller and buyer, lines, totals. */
export function InvoiceSheet({ invoice, paymentMethod }: { invoice: Invoice; paymentMethod: PaymentMethod }) {
  const titleId = useId();
  const language = useLanguage();
  const { seller, buyer } = invoice;
  return (
    <article aria-labelledby={titleId} className={classes.sheet}>
      <div className={classes.head}>
        <div>
          <Title order={1} id={titleId} fz={{ base: 'h2', sm: 'h1' }}>
            <Trans>Simplified tax invoice</Trans>
          </Title>
          {language !== 'ar' && (
            // Isolated right to left inside the English page, at its start like the title above.
            <Text lang="ar" fz="lg" fw={700} c="dimmed">
              <bdi dir="rtl">{ARABIC_TITLE}</bdi>
            </Text>
          )}
          <dl className={classes.facts} data-compact>
            <Fact label={<Trans>Invoice number</Trans>}>
              <bdi>{invoice.number}</bdi>
            </Fact>
            <Fact label={<Trans>Issued on</Trans>}>
              <OrderDate value={invoice.issued_at} withTime />
            </Fact>
            <Fact label={<Trans>Order number</Trans>}>
              <bdi>{invoice.order_number}</bdi>
            </Fact>
            <Fact label={<Trans>Payment method</Trans>}>
              <PaymentMethodText method={paymentMethod} plain />
            </Fact>
          </dl>
        </div>
        <InvoiceQr value={invoice.qr} />
      </div>
      <div className={classes.parties}>
        <InvoiceParty title={<Trans>Seller</Trans>}>
          <Fact label={<Trans>Name</Trans>}>
            {/* The registered name, in Arabic whatever the page's language (the contract, and the QR's tag 1). */}
            <bdi lang="ar">{seller.name}</bdi>
          </Fact>
          <Fact label={<Trans>Address</Trans>}>{seller.address}</Fact>
          <Fact label={<Trans>VAT number</Trans>}>
            <bdi>{seller.vat_number}</bdi>
          </Fact>
          <Fact label={<Trans>Commercial registration</Trans>}>
            <bdi>{seller.commercial_registration}</bdi>
          </Fact>
        </InvoiceParty>
        <InvoiceParty title={<Trans>Buyer</Trans>}>
          <Fact label={<Trans>Name</Trans>}>
            <bdi>{buyer.name}</bdi>
          </Fact>
          {buyer.phone && (
            <Fact label={<Trans>Phone</Trans>}>
              <bdi dir="ltr">{buyer.phone}</bdi>
            </Fact>
          )}
        </InvoiceParty>
      </div>
      <InvoiceLines lines={invoice.lines} />
      <InvoiceTotals invoice={invoice} />
    </article>
  );
}
