// Placeholder: being written.
export function GoldPriceStrip() {
  return null;
}
