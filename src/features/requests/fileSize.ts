import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatNumber } from '../../shared/format';

const KB = 1024;
const MB = 1024 * 1024;

/** A file's size as people read it: "820 B", "240 KB", "1.2 MB", in the page's language (`i18n`'s). */
export function formatFileSize(bytes: number, i18n: I18n): string {
  if (bytes < KB) {
    const size = formatNumber(bytes, 0);
    return i18n._(msg`${size} B`);
  }
  if (bytes < MB) {
    const size = formatNumber(Math.max(1, Math.round(bytes / KB)), 0);
    return i18n._(msg`${size} KB`);
  }
  const size = formatNumber(bytes / MB, 1);
  return i18n._(msg`${size} MB`);
}
