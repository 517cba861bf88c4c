import { useLingui } from '@lingui/react/macro';
import { Container, SegmentedControl, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconChartArea, IconTable } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { useLanguage } from '../../../shared/language';
import { CHART_HEIGHT, HistorySkeleton } from '../GoldPricesSkeleton';
import { goldPriceHistoryQuery } from '../queries';
import { useGoldPrices, type GoldPrices } from '../useGoldPrices';
import classes from './GoldPricesPage.module.css';
import { PERIOD_LABELS, PRICE_LABELS, PRICE_UNITS, priceFormatter } from './labels';
import { summarize, withLivePoint, type LivePrices } from './priceHistory';
import type { PriceChartProps } from './PriceChart';
import { PERIODS, PRICE_KEYS, PRICES, type GoldPricePeriod, type GoldPricesSearch, type PriceChoice } from './pricesSearch';
import { PriceSummary } from './PriceSummary';
import { PriceTable } from './PriceTable';

// The chart's library is the heaviest code of the page: it comes in a chunk of its own, once the page is there.
const PriceChart = lazy(() => import('./PriceChart'));

const subscribeNothing = () => () => {};
/**
 * False on the server and while the page hydrates, true after. The chart is drawn in the browser
 * only: it measures its box, which the server cannot, and the summary and table carry its figures.
 */
const useHydrated = () => useSyncExternalStore(subscribeNothing, () => true, () => false);

/** The strip's live prices, in the history's terms. */
function livePrices(live: GoldPrices): LivePrices {
  return {
    prices: {
      price_gram_24k: live.perGram[24].value,
      price_gram_21k: live.perGram[21].value,
      price_gram_18k: live.perGram[18].value,
      price_ounce_usd: live.ounceUsd.value,
    },
    at: live.gramPrices?.updated_at,
  };
}

/** The chart, named as a picture whose words are the summary and the table; a placeholder until it is drawn. */
function ChartSlot({ label, ...chart }: PriceChartProps & { label: string }) {
  const hydrated = useHydrated();
  const placeholder = <Skeleton h={chart.height} radius="md" />;
  return (
    <div role="img" aria-label={label} className={classes.chart} style={{ '--chart-height': `${chart.height}px` } as CSSProperties}>
      {hydrated ? <Suspense fallback={placeholder}><PriceChart {...chart} /></Suspense> : placeholder}
    </div>
  );
}

interface PriceHistoryProps {
  period: GoldPricePeriod;
  choice: PriceChoice;
  heading: string;
  view: 'chart' | 'table';
  onViewChange: (view: 'chart' | 'table') => void;
}

/** The period's summary, then its chart or table, with the strip's live price as the latest point. */
function PriceHistory({ period, choice, heading, view, onViewChange }: PriceHistoryProps) {
  const { t } = useLingui();
  const language = useLanguage();
  const history = useSuspenseQuery({ ...goldPriceHistoryQuery(period), select: (answer) => answer.data.points }).data;
  const points = withLivePoint(history, livePrices(useGoldPrices()));
  const summary = summarize(points, PRICE_KEYS[choice]);
  if (!summary) {
    return (
      <Text c="dimmed" py="lg">
        {t`No prices for this period yet.`}
      </Text>
    );
  }
  return (
    <>
      <PriceSummary summary={summary} format={priceFormatter(choice, language)} />
      <Tabs value={view} onChange={(value) => onViewChange(value === 'table' ? 'table' : 'chart')}>
        <Tabs.List>
          <Tabs.Tab value="chart" leftSection={<IconChartArea size={16} aria-hidden />}>
            {t`Chart`}
          </Tabs.Tab>
          <Tabs.Tab value="table" leftSection={<IconTable size={16} aria-hidden />}>
            {t`Table`}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="chart" pt="md">
          {/* Drawn only while shown: hidden, it would measure nothing and draw again for nothing. */}
          {view === 'chart' && (
            <ChartSlot label={t`Chart of the prices: ${heading}`} points={points} choice={choice} period={period} height={CHART_HEIGHT} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="table" pt="md">
          <PriceTable points={points} choice={choice} period={period} caption={t`${heading}, the latest first`} />
        </Tabs.Panel>
      </Tabs>
      <Text size="xs" c="dimmed">
        {t`Times are Saudi Arabia time (UTC+3). The latest point is the live price, refreshed every 30 seconds.`}
      </Text>
    </>
  );
}

interface GoldPricesPageProps {
  search: GoldPricesSearch;
  onSearchChange: (search: GoldPricesSearch) => void;
}

/**
 * /gold-prices: how the gold price moved today, this week or this month, for a gram of 24k, 21k or
 * 18k or the ounce in US dollars, with the strip's live price as the latest point. A summary (latest,
 * high, low, change), then the chart or the same points as a table. Its route's loader has the
 * period's history when the page is entered.
 */
export function GoldPricesPage({ search, onSearchChange }: GoldPricesPageProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const period = search.period ?? 'day';
  const choice = search.price ?? '24k';

  const priceName = i18n._(PRICE_LABELS[choice]);
  const periodName = i18n._(PERIOD_LABELS[period]);
  const heading = t`${priceName}, ${periodName}`;

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {t`Gold prices`}
          </Title>
          <Text c="dimmed" mt={4}>
            {t`How the price of gold moved, up to the live price the strip shows.`}
          </Text>
        </div>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SegmentedControl
            fullWidth
            aria-label={t`Period`}
            value={period}
            onChange={(value) => onSearchChange({ ...search, period: value === 'day' ? undefined : (value as GoldPricesSearch['period']) })}
            data={PERIODS.map((value) => ({ value, label: i18n._(PERIOD_LABELS[value]) }))}
          />
          <SegmentedControl
            fullWidth
            aria-label={t`Price`}
            value={choice}
            onChange={(value) => onSearchChange({ ...search, price: value === '24k' ? undefined : (value as Exclude<PriceChoice, '24k'>) })}
            data={PRICES.map((value) => ({ value, label: i18n._(PRICE_LABELS[value]) }))}
          />
        </SimpleGrid>

        <Stack component="section" aria-labelledby={headingId} gap="md">
          <div>
            <Title order={2} id={headingId} fz="h3">
              {heading}
            </Title>
            <Text size="sm" c="dimmed">
              {i18n._(PRICE_UNITS[choice])}
            </Text>
          </div>

          {/* Another period is another history: its skeleton stands here while it loads, the rest of the page stays (its route's loader does not wait for it). */}
          <Suspense key={period} fallback={<HistorySkeleton />}>
            <PriceHistory period={period} choice={choice} heading={heading} view={view} onViewChange={setView} />
          </Suspense>
        </Stack>
      </Stack>
    </Container>
  );
}
