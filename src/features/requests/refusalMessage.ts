import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { isolate } from '../../shared/format';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, type Refusal } from './attachmentRules';
import { formatFileSize } from './fileSize';

/** Why a file was not added, naming it, in the shopper's language. */
export function refusalMessage({ name, reason }: Refusal, i18n: I18n): string {
  const file = isolate(name);
  // Told by the file's first bytes (attachmentKind.ts): an SVG, or anything renamed, ends here.
  if (reason === 'type') return i18n._(msg`"${file}" was not added: only JPG, PNG and WebP pictures and PDF files are accepted.`);
  if (reason === 'size') {
    const limit = isolate(formatFileSize(MAX_ATTACHMENT_BYTES, i18n));
    return i18n._(msg`"${file}" was not added: it is larger than ${limit}.`);
  }
  const max = MAX_ATTACHMENTS;
  return i18n._(msg`"${file}" was not added: at most ${plural(max, { one: '# picture', other: '# pictures' })} can be sent.`);
}
