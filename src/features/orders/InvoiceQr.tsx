import { useLingui } from '@lingui/react/macro';
import { QRCodeSVG } from 'qrcode.react';
import classes from './Invoice.module.css';

/**
 * The invoice's QR code, drawing the backend's text as it came (ZATCA's TLV in base64): the store
 * never builds or signs it. A quiet zone of 4 modules, as scanners expect, whatever is around it.
 */
export function InvoiceQr({ value }: { value: string }) {
  const { t } = useLingui();
  return <QRCodeSVG value={value} size={148} marginSize={4} level="M" role="img" aria-label={t`QR code of the tax invoice`} className={classes.qr} />;
}
