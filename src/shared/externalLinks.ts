// Links to other sites built from the general settings: the top strip, the footer and the contact page.

/** Only web links from the settings become links (never a javascript: or data: address). */
export function webUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The chat link of a phone number: https://wa.me/ and its digits, without the plus sign. */
export function chatLink(phone: string | undefined): string | undefined {
  const digits = phone?.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : undefined;
}
