import { roundMoney } from '../../../shared/money';
import type { GoldPricePoint, PriceKey } from './pricesSearch';

/** The live prices the strip shows (any of them may still be unknown) and when they were taken. */
export interface LivePrices {
  prices: Partial<Record<PriceKey, number>>;
  at?: string;
}

const time = (at: string) => Date.parse(at);

/**
 * The history's points, oldest first, with the strip's live prices as the latest point: a point of
 * its own when they were taken after the last one, else they replace the last point's prices (the
 * history's last point is the same moment, answered a little earlier). A live price still unknown
 * keeps the history's.
 */
export function withLivePoint(history: readonly GoldPricePoint[], live: LivePrices): GoldPricePoint[] {
  const points = history.filter((point) => !Number.isNaN(time(point.at))).sort((a, b) => time(a.at) - time(b.at));
  const last = points.at(-1);
  const known = Object.fromEntries(Object.entries(live.prices).filter(([, value]) => value !== undefined));
  if (!last || Object.keys(known).length === 0) return points;
  const later = live.at !== undefined && time(live.at) > time(last.at);
  return later ? [...points, { ...last, ...known, at: live.at! }] : [...points.slice(0, -1), { ...last, ...known }];
}

export interface PriceSummary {
  latest: number;
  high: number;
  low: number;
  /** From the first point to the latest, and the same as a percentage of the first. */
  change: number;
  changePercent: number;
}

/** The highest, lowest and latest price of a period and how much it moved; undefined without points. */
export function summarize(points: readonly GoldPricePoint[], key: PriceKey): PriceSummary | undefined {
  const values = points.map((point) => point[key]);
  if (values.length === 0) return undefined;
  const first = values[0]!;
  const latest = values.at(-1)!;
  // Rounded to the cent: the prices have 2 decimals, their difference should not read 0.1299999.
  const change = roundMoney(latest - first);
  return { latest, high: Math.max(...values), low: Math.min(...values), change, changePercent: first > 0 ? (change / first) * 100 : 0 };
}
