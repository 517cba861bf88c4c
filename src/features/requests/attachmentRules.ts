// What a request may carry (openapi/requests.yaml, RequestAttachment; SPEC §3): JPEG, PNG, SVG or
// WebP images, each at most 5 MB, at most 5 of them.

/** The image types the store takes, by MIME type. */
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/svg+xml', 'image/webp'] as const;

/** The same, as the file picker's filter (the type and the usual file endings). */
export const ATTACHMENT_ACCEPT: Record<(typeof ATTACHMENT_TYPES)[number], string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/svg+xml': ['.svg'],
  'image/webp': ['.webp'],
};

export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const MAX_ATTACHMENTS = 5;

export type RefusalReason = 'type' | 'size' | 'count';

export interface Refusal {
  name: string;
  reason: RefusalReason;
}

const isAllowedType = (file: File) => (ATTACHMENT_TYPES as readonly string[]).includes(file.type);

/**
 * Splits the files the shopper just chose or dropped into those kept (appended to the ones already
 * there, up to the maximum) and those refused, each with the reason, so none of them is ever sent.
 */
export function screenAttachments(current: readonly File[], incoming: readonly File[]): { kept: File[]; refused: Refusal[] } {
  const kept = [...current];
  const refused: Refusal[] = [];
  for (const file of incoming) {
    if (!isAllowedType(file)) refused.push({ name: file.name, reason: 'type' });
    else if (file.size > MAX_ATTACHMENT_BYTES) refused.push({ name: file.name, reason: 'size' });
    else if (kept.length >= MAX_ATTACHMENTS) refused.push({ name: file.name, reason: 'count' });
    else kept.push(file);
  }
  return { kept, refused };
}
