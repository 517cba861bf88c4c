// Shoppers type numbers on an Arabic keyboard too: quantities, phone numbers, postal codes, cards
// and IDs take Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹, Persian/Urdu) digits as 0-9.

const ARABIC_INDIC_ZERO = 0x0660; // ٠
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0; // ۰

/** Arabic-Indic and Eastern Arabic-Indic digits as 0-9; anything else unchanged. */
export function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= EASTERN_ARABIC_INDIC_ZERO ? EASTERN_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO));
  });
}
