import { formatMoney } from '../format';
import { useLanguage } from '../language';

/** An amount in SAR, isolated so it reads right inside text of either direction; `negative` for a deduction. */
export function Money({ amount, negative = false }: { amount: number; negative?: boolean }) {
  const text = formatMoney(amount, useLanguage());
  return <bdi>{negative ? `−${text}` : text}</bdi>;
}
