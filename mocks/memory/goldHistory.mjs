// The gold price history of GET /gold-prices/history, made up but the same on every call: a
// seeded walk for each period that ends at the contract's current prices (the /gold-today and
// /gold-today-usa examples, which the strip shows), at the moment it is asked for, so the chart's
// last point meets the strip's live value and its times look live.
import { example } from './contract.mjs';
import { roundMoney } from './money.mjs';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Each period: how many points, how far apart, and how far the price moves between two (a share
 * of it). Roughly what gold does: a few tenths of a percent in a day, a few percent in a month.
 */
export const PERIODS = {
  day: { count: 24, step: HOUR, volatility: 0.0012, seed: 2701 },
  week: { count: 28, step: 6 * HOUR, volatility: 0.0025, seed: 2702 },
  month: { count: 30, step: 24 * HOUR, volatility: 0.006, seed: 2703 },
};

export const isPeriod = (value) => Object.hasOwn(PERIODS, value);

/** A small seeded random number generator (mulberry32): the same numbers for the same seed. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` factors of the current price, oldest first, the last exactly 1. Walked back in time from
 * now; each move keeps part of the one before it, so the line swings smoothly instead of zigzagging
 * from point to point.
 */
function walk({ count, volatility, seed }) {
  const random = seeded(seed);
  const factors = [1];
  let move = 0;
  while (factors.length < count) {
    move = 0.6 * move + (random() * 2 - 1) * volatility;
    factors.unshift(factors[0] * (1 - move));
  }
  return factors;
}

/**
 * The points' times, oldest first: the last is `now` (to the minute), the others on the period's
 * grid before it (whole hours, every 6 hours, midnights UTC), as a price feed samples them.
 */
function timesBefore(now, { count, step }) {
  const last = Math.floor(now / MINUTE) * MINUTE;
  const times = [last];
  for (let at = Math.ceil(last / step) * step - step; times.length < count; at -= step) times.unshift(at);
  return times.map((at) => new Date(at).toISOString().replace('.000Z', 'Z'));
}

/**
 * The history of a period (`day`, `week`, `month`) up to `now`, as the contract's GoldPriceHistory.
 * One walk moves every price: the riyal is pegged to the dollar, so a gram in riyals moves with the
 * ounce in dollars, and 21k and 18k are shares of 24k.
 */
export function goldHistory(period, now = Date.now()) {
  const grams = example('/gold-today', 'get', 200, 'en');
  const { price: ounce } = example('/gold-today-usa', 'get', 200, 'en');
  const factors = walk(PERIODS[period]);
  const points = timesBefore(now, PERIODS[period]).map((at, index) => {
    const factor = factors[index];
    return {
      at,
      price_gram_24k: roundMoney(grams.price_gram_24k * factor),
      price_gram_21k: roundMoney(grams.price_gram_21k * factor),
      price_gram_18k: roundMoney(grams.price_gram_18k * factor),
      price_ounce_usd: roundMoney(ounce * factor),
    };
  });
  return { period, points };
}
