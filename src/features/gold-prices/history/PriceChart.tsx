// The chart and its library (recharts, through @mantine/charts) with its styles: loaded only by the
// gold prices page, after the page is on screen (GoldPricesPage's ChartSlot), never by other pages.
import '@mantine/charts/styles.layer.css';
import { AreaChart } from '@mantine/charts';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../../shared/format';
import { useLanguage } from '../../../shared/language';
import { PRICE_LABELS, priceFormatter } from './labels';
import { priceAxis } from './priceAxis';
import { formatPointTime } from './pointTime';
import { PRICE_KEYS, type GoldPricePeriod, type GoldPricePoint, type PriceChoice } from './pricesSearch';

export interface PriceChartProps {
  points: readonly GoldPricePoint[];
  choice: PriceChoice;
  period: GoldPricePeriod;
  height: number;
}

/**
 * The period's prices as an area, the latest at the end. Its words are in the page's summary and
 * table, so the drawing itself is left out of the accessibility tree (GoldPricesPage gives the
 * figure its name); the recharts keyboard layer is off, as it would only move the tooltip.
 *
 * In Arabic the chart is mirrored like the page: time runs from right to left (the latest price at
 * the left, where a right-to-left reader ends) and the price axis stands on the right, at the start.
 * The drawing itself stays left-to-right (Mantine's charts set dir="ltr"), so its SVG text lines up.
 */
export default function PriceChart({ points, choice, period, height }: PriceChartProps) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const rtl = language === 'ar';
  const data = points.map((point) => ({ at: point.at, price: point[PRICE_KEYS[choice]] }));
  const axis = priceAxis(data.map((d) => d.price));
  const latest = data.at(-1);
  const label = (at: string) => formatPointTime(at, period, language, 'axis');
  // A tick where the label changes: one a day for a week (not "25 Nov" under each of its 4 points).
  const ticks = data.filter((d, index) => index === 0 || label(d.at) !== label(data[index - 1]!.at)).map((d) => d.at);

  return (
    <AreaChart
      h={height}
      data={data}
      dataKey="at"
      series={[{ name: 'price', label: i18n._(PRICE_LABELS[choice]), color: 'brown.4' }]}
      withDots={false}
      withGradient
      gridAxis="xy"
      textColor="gray.7"
      accessibilityLayer={false}
      valueFormatter={priceFormatter(choice, language)}
      // The room beyond the latest point, for its dot and its label's end, is the chart box's own
      // padding at the inline end (GoldPricesPage.module.css): Recharts' margins are physical only.
      areaChartProps={{ margin: { top: 8, bottom: 4 } }}
      xAxisProps={{ reversed: rtl, ticks, minTickGap: 16, tickFormatter: label }}
      yAxisProps={{
        domain: [axis.ticks[0]!, axis.ticks.at(-1)!],
        ticks: axis.ticks,
        interval: 0,
        width: 64,
        orientation: rtl ? 'right' : 'left',
        // Mantine moves the labels away from a left axis; on the right they move the other way.
        tick: { transform: `translate(${rtl ? 10 : -10}, 0)`, fontSize: 12, fill: 'currentColor' },
        tickFormatter: (value: number) => formatNumber(value, axis.decimals),
      }}
      tooltipProps={{ labelFormatter: (at) => formatPointTime(String(at), period, language, 'full') }}
      // The latest point, the strip's live price, marked.
      referenceDots={latest && [{ x: latest.at, y: latest.price, r: 5, color: 'brown.6' }]}
    />
  );
}
