import { useLingui } from '@lingui/react/macro';

/** The card brands the store accepts, in the order they are shown. */
export type CardBrand = 'mada' | 'visa' | 'mastercard';
export const ACCEPTED_BRANDS: readonly CardBrand[] = ['mada', 'visa', 'mastercard'];

/** A brand's name in the shopper's language (mada is مدى in Arabic). */
export function useBrandName(brand: CardBrand): string {
  const { t } = useLingui();
  const names: Record<CardBrand, string> = { mada: t`mada`, visa: t`Visa`, mastercard: t`Mastercard` };
  return names[brand];
}

// Small drawings of the card marks, inline so nothing is downloaded for them. The marks are
// logos: they keep their own letters and are never mirrored in right-to-left pages.

const FRAME = { width: 38, height: 24, rx: 3, fill: '#fff', stroke: '#c9c2b8' };

function Mada() {
  return (
    <>
      <rect x="4" y="8" width="7" height="3" fill="#84b740" />
      <rect x="4" y="13" width="7" height="3" fill="#259bd6" />
      <text x="12.5" y="15.5" textLength="21.5" lengthAdjust="spacingAndGlyphs" fontFamily="Arial, sans-serif" fontSize="8" fontWeight="700" fill="#1f1f1f">
        mada
      </text>
    </>
  );
}

function Visa() {
  return (
    <text x="19" y="16" textAnchor="middle" textLength="26" lengthAdjust="spacingAndGlyphs" fontFamily="Arial, sans-serif" fontSize="10" fontStyle="italic" fontWeight="800" fill="#1a1f71">
      VISA
    </text>
  );
}

function Mastercard() {
  return (
    <>
      <circle cx="15" cy="12" r="6.5" fill="#eb001b" />
      <circle cx="23" cy="12" r="6.5" fill="#f79e1b" />
      <path d="M19 6.6a6.5 6.5 0 0 1 0 10.8a6.5 6.5 0 0 1 0-10.8z" fill="#ff5f00" />
    </>
  );
}

const DRAWINGS: Record<CardBrand, () => React.JSX.Element> = { mada: Mada, visa: Visa, mastercard: Mastercard };

/**
 * A card brand's mark, named for screen readers ("mada", "Visa", "Mastercard"), or hidden from
 * them when `decorative` (the brand's name is written beside it).
 */
export function BrandMark({ brand, height = 24, decorative = false }: { brand: CardBrand; height?: number; decorative?: boolean }) {
  const name = useBrandName(brand);
  const Drawing = DRAWINGS[brand];
  const naming = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <svg {...naming} viewBox="0 0 38 24" height={height} width={(height * 38) / 24} style={{ flex: 'none', display: 'block', direction: 'ltr' }}>
      <rect {...FRAME} x="0.5" y="0.5" width="37" height="23" />
      <Drawing />
    </svg>
  );
}
