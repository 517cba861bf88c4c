import { useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Language } from '../../../../sdk';
import { formatNumber } from '../../../shared/format';
import { useLanguage } from '../../../shared/language';
import type { PriceSummary as Summary } from './priceHistory';
import classes from './GoldPricesPage.module.css';

/** One figure and its name: a term and its definition (ARIA gives a definition no name of its own). */
function Stat({ label, children, tone }: { label: ReactNode; children: ReactNode; tone?: 'up' | 'down' }) {
  return (
    <Paper withBorder p="sm" radius="md" className={classes.stat}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        component="dd"
        fw={700}
        fz="lg"
        m={0}
        // Both 5:1 and more on white (Mantine's green.9 is 4.4:1, under WCAG AA for this size).
        c={tone === 'up' ? 'teal.9' : tone === 'down' ? 'red.9' : undefined}
        className={classes.statValue}
      >
        {children}
      </Text>
    </Paper>
  );
}

/**
 * A signed figure written as a unit: a left-to-right isolate (U+2066 … U+2069) keeps the sign on
 * the number's left in Arabic text too, where a lone minus would otherwise drift to its right.
 */
const signed = (sign: string, figure: string) => `\u2066${sign}${figure}\u2069`;

/** A change of price with its sign: "−$1.20" and "+1.20 SAR"; in Arabic "⁦−1.20⁩ ر.س" (the number first). */
function signedPrice(sign: string, written: string, language: Language): string {
  return language === 'ar' ? written.replace(/\d[\d,.]*/, (figure) => signed(sign, figure)) : `${sign}${written}`;
}

/**
 * The chart in words, for everyone and for screen readers: the latest price, the period's high and
 * low, and how much it moved since the period's first price, with its sign and as a percentage.
 */
export function PriceSummary({ summary, format }: { summary: Summary; format: (value: number) => string }) {
  const { t } = useLingui();
  const language = useLanguage();
  const tone = summary.change > 0 ? 'up' : summary.change < 0 ? 'down' : undefined;
  // A real minus sign (U+2212), which screen readers read as "minus", not as a dash.
  const sign = tone === 'up' ? '+' : tone === 'down' ? '\u2212' : '';
  const Icon = tone === 'down' ? IconTrendingDown : IconTrendingUp;

  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" m={0}>
      <Stat label={t`Latest price`}>
        <bdi>{format(summary.latest)}</bdi>
      </Stat>
      <Stat label={t`High`}>
        <bdi>{format(summary.high)}</bdi>
      </Stat>
      <Stat label={t`Low`}>
        <bdi>{format(summary.low)}</bdi>
      </Stat>
      <Stat label={t`Change`} tone={tone}>
        {tone && <Icon size={18} aria-hidden className={classes.trendIcon} />}
        <bdi>{signedPrice(sign, format(Math.abs(summary.change)), language)}</bdi>{' '}
        <bdi>{`(${signed(sign, `${formatNumber(Math.abs(summary.changePercent), 2)}%`)})`}</bdi>
      </Stat>
    </SimpleGrid>
  );
}
