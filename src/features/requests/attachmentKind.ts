// What a request attachment really is, told by its first bytes (its "magic number"). Neither the
// file's name nor the type the browser gives it is trusted: both come from the name, so an SVG
// (which can carry script) renamed `ring.png` would pass them. The backend checks the same way.

type AttachmentKind = 'jpeg' | 'png' | 'webp' | 'pdf' | 'unknown';

/** Enough bytes to tell every kind: WebP's "WEBP" is at bytes 8 to 11. */
const SIGNATURE_LENGTH = 12;

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
/** Any byte: the RIFF container's size, between "RIFF" and "WEBP". */
const ANY = -1;

/** Each kind's first bytes. */
const SIGNATURES: [Exclude<AttachmentKind, 'unknown'>, number[]][] = [
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['webp', [...ascii('RIFF'), ANY, ANY, ANY, ANY, ...ascii('WEBP')]],
  ['pdf', ascii('%PDF-')],
];

/** The kind a file's first bytes say it is. */
export function kindOfBytes(bytes: Uint8Array): AttachmentKind {
  const match = SIGNATURES.find(([, signature]) => signature.every((byte, index) => byte === ANY || bytes[index] === byte));
  return match?.[0] ?? 'unknown';
}

/** The kind of a file, read from its first bytes; a file that cannot be read is unknown. */
export async function attachmentKind(file: Blob): Promise<AttachmentKind> {
  try {
    return kindOfBytes(new Uint8Array(await file.slice(0, SIGNATURE_LENGTH).arrayBuffer()));
  } catch {
    // A file moved or deleted since it was chosen: it could not be sent either.
    return 'unknown';
  }
}
