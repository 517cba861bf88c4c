/** The chat link of a phone number (SPEC §2): https://wa.me/ and the number without its plus sign. */
export function chatLink(phone: string): string {
  return `https://wa.me/${phone.replace(/\+/g, '').replace(/[\s-]/g, '')}`;
}
