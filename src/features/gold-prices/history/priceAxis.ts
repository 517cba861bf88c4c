/**
 * The price axis's ticks: five or six round values (steps of 1, 2, 2.5 or 5 times a power of ten)
 * from just under the lowest price to just over the highest, and the decimals their step needs, so
 * every label is exact ("318.75", not "318.8") and none carries zeros it does not need ("321", not
 * "321.00").
 */
export function priceAxis(values: readonly number[]): { ticks: number[]; decimals: number } {
  const low = Math.min(...values);
  const high = Math.max(...values);
  // A flat line still gets an axis around it; a cent is the smallest step a price has.
  const rough = Math.max((high - low || high * 0.01) / 5, 0.01);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough * 0.999)!;
  const round = (value: number) => Math.round(value * 100) / 100;
  const ticks = [round(Math.floor(low / step) * step)];
  while (ticks.at(-1)! < high) ticks.push(round(ticks.at(-1)! + step));
  const decimals = [0, 1, 2].find((places) => Number.isInteger(round(step * 10 ** places))) ?? 2;
  return { ticks, decimals };
}
