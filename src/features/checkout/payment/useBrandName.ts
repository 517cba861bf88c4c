import { useLingui } from '@lingui/react/macro';
import type { CardBrand } from './cardForm';

/** A brand's name in the shopper's language (mada is مدى in Arabic). */
export function useBrandName(brand: CardBrand): string {
  const { t } = useLingui();
  const names: Record<CardBrand, string> = { mada: t`mada`, visa: t`Visa`, mastercard: t`Mastercard` };
  return names[brand];
}
