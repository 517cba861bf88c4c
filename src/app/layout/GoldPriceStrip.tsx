import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton } from '@mantine/core';
import { IconCaretDownFilled, IconCaretUpFilled, IconChartLine } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { KARATS, riyadhClock, useGoldPrices, type TrackedPrice, type Trend } from '../../features/gold-prices';
import { formatMoney, formatUsd } from '../../shared/format';
import { useLanguage } from '../../shared/language';
import classes from './GoldPriceStrip.module.css';

const TREND_LABEL: Record<Exclude<Trend, 'same'>, MessageDescriptor> = {
  up: msg`up`,
  down: msg`down`,
};

function TrendIcon({ trend }: { trend: Trend }) {
  const { t } = useLingui();
  // No move yet (or none since the first value): an empty slot of the same size, so the numbers do not shift.
  if (trend === 'same') return <span className={classes.trend} />;
  const Icon = trend === 'up' ? IconCaretUpFilled : IconCaretDownFilled;
  return <Icon className={classes.trend} data-trend={trend} size={14} role="img" aria-label={t(TREND_LABEL[trend])} />;
}

function PriceItem({
  label,
  price,
  format,
  loading,
}: {
  label: ReactNode;
  price: TrackedPrice;
  format: (value: number) => string;
  loading: boolean;
}) {
  const { value, trend } = price;
  return (
    <div className={classes.item}>
      <dt className={classes.label}>{label}</dt>
      <dd className={classes.value}>
        {value !== undefined ? (
          <>
            <bdi className={classes.amount}>{format(value)}</bdi>
            <TrendIcon trend={trend} />
          </>
        ) : loading ? (
          <Skeleton className={classes.skeleton} width={76} height={14} radius="sm" />
        ) : (
          <span aria-hidden>—</span>
        )}
      </dd>
    </div>
  );
}

/**
 * The live gold prices under the top strip: the ounce in US dollars and a gram of 24k,
 * 21k and 18k in riyals, each with 2 decimals and the way it last moved, the time they came, and a
 * link to their chart.
 * Refreshed every 30 s without being read aloud each time (aria-live off); on a phone the prices
 * wrap onto a second line, all four in sight.
 */
export function GoldPriceStrip() {
  const language = useLanguage();
  const prices = useGoldPrices();
  const titleId = useId();
  const { asOf } = prices;
  const clock = asOf === undefined ? '' : riyadhClock(asOf);
  // The live dot pulses a few times as the strip appears and again each time a price moves (a new
  // key starts its animation over), then rests: a page left open draws nothing.
  const pricesNow = [prices.ounceUsd, ...KARATS.map((karat) => prices.perGram[karat])].map(({ value }) => value).join();

  return (
    <section className={classes.strip} aria-labelledby={titleId} aria-live="off">
      <div className={classes.inner}>
        <p id={titleId} className={classes.title}>
          <span key={pricesNow} className={classes.dot} aria-hidden />
          <Trans>Live gold prices</Trans>
        </p>
        {/* When they came: a page nginx kept may be shown minutes later (src/features/gold-prices/pricesAsOf.ts). */}
        {asOf !== undefined && (
          <p className={classes.asOf}>
            <Trans>
              as of <time dateTime={new Date(asOf).toISOString()}>{clock}</time>
            </Trans>
          </p>
        )}
        {/* Their history, before the prices (an icon on a phone, its words kept for screen
            readers). Its page's code loads only when the link is followed or hovered. */}
        <Link to="/gold-prices" className={classes.chartLink}>
          <IconChartLine size={16} aria-hidden />
          <span className={classes.chartLinkText}>
            <Trans>Price chart</Trans>
          </span>
        </Link>
        <dl className={classes.list}>
          <PriceItem
            label={
              <Trans>
                Gold ounce <span className={classes.currencyNote}>(USD)</span>
              </Trans>
            }
            price={prices.ounceUsd}
            format={(value) => formatUsd(value, language)}
            loading={prices.isLoading}
          />
          {KARATS.map((karat) => (
            <PriceItem
              key={karat}
              label={
                <Trans>
                  {karat}K <span className="visually-hidden">per gram</span>
                </Trans>
              }
              price={prices.perGram[karat]}
              format={(value) => formatMoney(value, language)}
              loading={prices.isLoading}
            />
          ))}
        </dl>
      </div>
    </section>
  );
}
