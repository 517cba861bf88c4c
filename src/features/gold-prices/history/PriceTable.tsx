import { useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import { useLanguage } from '../../../shared/language';
import { PRICE_UNITS, priceFormatter } from './labels';
import { formatPointTime } from './pointTime';
import { PRICE_KEYS, type GoldPricePeriod, type GoldPricePoint, type PriceChoice } from './pricesSearch';

interface PriceTableProps {
  points: readonly GoldPricePoint[];
  choice: PriceChoice;
  period: GoldPricePeriod;
  caption: string;
}

/** The chart's points as a table, the latest first; each row's time is its header. */
export function PriceTable({ points, choice, period, caption }: PriceTableProps) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const format = priceFormatter(choice, language);
  const rows = points.map((point, index) => (
    <Table.Tr key={`${index}-${point.at}`}>
      <Table.Th scope="row" fw={400}>
        {formatPointTime(point.at, period, language, 'full')}
      </Table.Th>
      <Table.Td>
        <bdi>{format(point[PRICE_KEYS[choice]])}</bdi>
      </Table.Td>
    </Table.Tr>
  ));

  return (
    <Table striped captionSide="top" verticalSpacing={6}>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t`Time`}</Table.Th>
          <Table.Th scope="col">{i18n._(PRICE_UNITS[choice])}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{rows.reverse()}</Table.Tbody>
    </Table>
  );
}
