/** The networks and messengers a product can be shared to (besides copying the link). */
export type ShareTarget = 'whatsapp' | 'x' | 'facebook' | 'telegram';

export const SHARE_TARGETS: readonly ShareTarget[] = ['whatsapp', 'x', 'facebook', 'telegram'];

/**
 * Each service's public share address for a page: the page's own address and its title,
 * URL-encoded. These are links the shopper's browser opens, not calls of the store's API.
 */
export function shareUrl(target: ShareTarget, pageUrl: string, title: string): string {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(title);
  switch (target) {
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${pageUrl}`)}`;
    case 'x':
      return `https://x.com/intent/post?url=${url}&text=${text}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'telegram':
      return `https://t.me/share/url?url=${url}&text=${text}`;
  }
}
