import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TextPageSlug } from './queries';

/** Each text page's name, the same as its route's: the heading while its own title is loading or failed. */
export const TEXT_PAGE_TITLES: Record<TextPageSlug, MessageDescriptor> = {
  about: msg`About us`,
  'replace-and-return': msg`Replace and return policy`,
  'privacy-policy': msg`Privacy policy`,
  'usage-agreement': msg`Usage agreement`,
  'shipping-policy': msg`Shipping policy`,
};
