// What the backend takes as a request's attachment (openapi/requests.yaml, RequestAttachment): a
// JPEG, PNG, WebP or PDF, told by the file's first bytes, whatever its name or the part's
// Content-Type say. The store checks the same before sending (src/features/requests/attachmentKind.ts).
import { localized } from './texts.mjs';

const ascii = (text) => [...text].map((char) => char.charCodeAt(0));
/** Any byte: the RIFF container's size, between "RIFF" and "WEBP". */
const ANY = -1;
const SIGNATURES = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [...ascii('RIFF'), ANY, ANY, ANY, ANY, ...ascii('WEBP')],
  ascii('%PDF-'),
];

/** Whether a part is a file whose first bytes are one of the kinds taken (a text part is not). */
async function isTaken(part) {
  if (!(part instanceof Blob)) return false;
  const bytes = new Uint8Array(await part.slice(0, 12).arrayBuffer());
  return SIGNATURES.some((signature) => signature.every((byte, index) => byte === ANY || bytes[index] === byte));
}

/**
 * The contract's 422 for the attachments not taken, each named `attachments.<n>` as the backend
 * does, with the message of the `attachment` example in `lang`; null when all are taken.
 * `attachments` is one part or a list of them (a repeated part), as the memory reads a form.
 */
export async function refusedAttachments(path, attachments, lang) {
  const parts = attachments === undefined ? [] : [attachments].flat();
  const taken = await Promise.all(parts.map(isTaken));
  const refused = taken.flatMap((ok, index) => (ok ? [] : [index]));
  if (refused.length === 0) return null;
  const example = localized(path, 'post', 422, 'attachment', lang);
  const [message] = Object.values(example.errors);
  return { status: 422, body: { ...example, errors: Object.fromEntries(refused.map((index) => [`attachments.${index}`, message])) } };
}
