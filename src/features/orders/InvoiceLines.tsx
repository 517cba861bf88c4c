import { Trans, useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import { useId } from 'react';
import { CURRENCY_LABEL, formatNumber, formatVatRate, formatWeight } from '../../shared/format';
import { useLanguage } from '../../shared/language';
import type { InvoiceLine } from './queries';
import classes from './Invoice.module.css';

/**
 * One row a piece, with what the Ministry of Commerce asks a gold invoice to state: karat, purity,
 * weight, making charge, stones, the price before VAT, the VAT's rate and amount, the total.
 * Amounts are plain numbers, their currency said once in the caption (eleven columns must fit
 * an A4 page). On a phone the table scrolls sideways in its own box, which takes the focus so
 * a keyboard can scroll it too.
 */
export function InvoiceLines({ lines }: { lines: InvoiceLine[] }) {
  const captionId = useId();
  const currency = CURRENCY_LABEL[useLanguage()];
  return (
    <div className={classes.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table className={classes.lines} withTableBorder withColumnBorders verticalSpacing="xs" horizontalSpacing="xs" captionSide="top">
        <Table.Caption id={captionId} className={classes.caption}>
          <Trans>
            Items (amounts in <bdi>{currency}</bdi>)
          </Trans>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Description</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Karat</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Purity</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Weight</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Quantity</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Making charge</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Stones</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Price before VAT</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>VAT rate</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>VAT amount</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Total with VAT</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <LineRow key={index} line={line} />
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function LineRow({ line }: { line: InvoiceLine }) {
  const { t } = useLingui();
  const amount = (value: number) => <bdi>{formatNumber(value)}</bdi>;
  // Purity is written as a weight is: 999.9, 750 (no trailing zeros).
  const purity = formatWeight(line.purity);
  const grams = line.weight === null ? undefined : formatWeight(line.weight);
  const rate = formatVatRate(line.vat_rate);
  const { karat } = line;
  return (
    <Table.Tr className={classes.row}>
      <Table.Th scope="row" className={classes.description}>
        {line.description}
      </Table.Th>
      <Table.Td>{t`${karat}K`}</Table.Td>
      <Table.Td>
        <bdi>{purity}</bdi>
      </Table.Td>
      <Table.Td>{grams === undefined ? <NotStated /> : <bdi>{t`${grams} g`}</bdi>}</Table.Td>
      <Table.Td>
        <bdi>{line.quantity}</bdi>
      </Table.Td>
      <Table.Td>{line.making_charge === null ? <NotStated /> : amount(line.making_charge)}</Table.Td>
      <Table.Td>{amount(line.stones_value)}</Table.Td>
      <Table.Td>{amount(line.price_before_vat)}</Table.Td>
      <Table.Td>
        <bdi>{rate}</bdi>
      </Table.Td>
      <Table.Td>{amount(line.vat_amount)}</Table.Td>
      <Table.Td fw={700}>{amount(line.total)}</Table.Td>
    </Table.Tr>
  );
}

/** A figure the backend did not give (a piece priced as a whole, a weight not known). */
function NotStated() {
  const { t } = useLingui();
  return (
    <>
      <span aria-hidden>—</span>
      <span className="visually-hidden">{t`Not stated`}</span>
    </>
  );
}
