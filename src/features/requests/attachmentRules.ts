// What a request may carry (openapi/requests.yaml, RequestAttachment): JPEG, PNG or WebP pictures
// and PDF files, each at most 5 MB, at most 5 of them. The kind is told by the file's first bytes.
import { attachmentKind } from './attachmentKind';

/**
 * The file picker's filter (the types and the usual file endings). It only narrows what the picker
 * offers: a drop ignores it, and a file's type comes from its name, so screenAttachments decides.
 */
export const ATTACHMENT_ACCEPT = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'application/pdf': ['.pdf'],
};

export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const MAX_ATTACHMENTS = 5;

type RefusalReason = 'type' | 'size' | 'count';

export interface Refusal {
  name: string;
  reason: RefusalReason;
}

/**
 * Splits the files the shopper just chose or dropped into those kept (appended to the ones already
 * there, up to the maximum) and those refused, each with the reason, so none of them is ever sent.
 * A file whose first bytes are not a JPEG, PNG, WebP or PDF is refused, whatever its name says.
 */
export async function screenAttachments(current: readonly File[], incoming: readonly File[]): Promise<{ kept: File[]; refused: Refusal[] }> {
  const kinds = await Promise.all(incoming.map(attachmentKind));
  const kept = [...current];
  const refused: Refusal[] = [];
  incoming.forEach((file, index) => {
    if (kinds[index] === 'unknown') refused.push({ name: file.name, reason: 'type' });
    else if (file.size > MAX_ATTACHMENT_BYTES) refused.push({ name: file.name, reason: 'size' });
    else if (kept.length >= MAX_ATTACHMENTS) refused.push({ name: file.name, reason: 'count' });
    else kept.push(file);
  });
  return { kept, refused };
}
