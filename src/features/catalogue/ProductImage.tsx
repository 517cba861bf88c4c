import { Image, type MantineRadius } from '@mantine/core';
import { useState } from 'react';
import classes from './ProductImage.module.css';
import type { Media } from './product';

const PLACEHOLDER = { url: '/images/placeholder-product.webp', width: 800, height: 800 };

interface ProductImageProps {
  media?: Media;
  alt: string;
  /** The page's first image, its largest paint (LCP): loads at once, before the others. */
  priority?: boolean;
  /** Likely on the first screen (a listing's first row): loads at once too. */
  eager?: boolean;
  radius?: MantineRadius;
}

/**
 * A product picture with its intrinsic size (no layout shift) and the placeholder when there is
 * none; its box shows a soft cream until the picture has come (ProductImage.module.css). The
 * others than `priority` and `eager` load as they come near the screen (the browser's lazy loading).
 */
export function ProductImage({ media, alt, priority = false, eager = priority, radius = 'md' }: ProductImageProps) {
  const image = media?.type === 'image' ? media : PLACEHOLDER;
  const [loaded, setLoaded] = useState(false);
  return (
    <Image
      src={image.url}
      alt={alt}
      width={image.width ?? 800}
      height={image.height ?? 800}
      radius={radius}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      fallbackSrc={PLACEHOLDER.url}
      className={classes.box}
      data-loading={loaded ? undefined : true}
      onLoad={() => setLoaded(true)}
      style={{ inlineSize: '100%', aspectRatio: `${image.width ?? 1} / ${image.height ?? 1}`, height: 'auto', objectFit: 'cover' }}
    />
  );
}
