// When the page's gold prices came, in Saudi time (the market the store prices in, as the chart's
// times in history/pointTime.ts), so the server and the browser write the same "14:32" (no mismatch
// when the page hydrates). A guest's page nginx kept may be shown minutes after it was made
// (deploy/README.md, "The page cache"): the strip says when its prices are from.

/** Saudi Arabia keeps UTC+3 all year. */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * "14:32", Latin digits in both languages as every number of the store (src/shared/format.ts).
 * Written out rather than with Intl, whose first format loads the locale's data in the first render.
 */
export function riyadhClock(at: number): string {
  const time = new Date(at + RIYADH_OFFSET_MS);
  return `${twoDigits(time.getUTCHours())}:${twoDigits(time.getUTCMinutes())}`;
}
