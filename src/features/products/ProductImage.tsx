import { Image, type MantineRadius } from '@mantine/core';
import type { Media } from './types';

const PLACEHOLDER = { url: '/images/placeholder-product.webp', width: 800, height: 800 };

/**
 * A product picture with its intrinsic size (no layout shift) and the placeholder when there is
 * none. Lazy unless it is the page's first image (`priority`), which should load at once (LCP).
 */
export function ProductImage({ media, alt, priority = false, radius = 'md' }: { media?: Media; alt: string; priority?: boolean; radius?: MantineRadius }) {
  const image = media?.type === 'image' ? media : PLACEHOLDER;
  return (
    <Image
      src={image.url}
      alt={alt}
      width={image.width ?? 800}
      height={image.height ?? 800}
      radius={radius}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      fallbackSrc={PLACEHOLDER.url}
      style={{ aspectRatio: `${image.width ?? 1} / ${image.height ?? 1}`, height: 'auto', objectFit: 'cover' }}
    />
  );
}
