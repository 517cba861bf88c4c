import { Image, type MantineRadius } from '@mantine/core';
import { useState } from 'react';
import { useNearScreen } from '../../shared/ui/useNearScreen';
import classes from './ProductImage.module.css';
import type { Media } from './product';

const PLACEHOLDER = { url: '/images/placeholder-product.webp', width: 800, height: 800 };

/** Chrome's own look-ahead for lazy images on a fast connection. */
const LOOK_AHEAD = '1250px';

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
 * none; its box shows a soft cream until the picture has come (ProductImage.module.css). A picture neither `priority` nor `eager` is lazy, and lazier than the browser makes it:
 * until the shopper first touches the page, only pictures on the screen load, so the ones further
 * down a listing do not share the phone's bandwidth with the first.
 */
export function ProductImage({ media, alt, priority = false, eager = priority, radius = 'md' }: ProductImageProps) {
  const image = media?.type === 'image' ? media : PLACEHOLDER;
  const { ref, near } = useNearScreen<HTMLDivElement>(LOOK_AHEAD, eager);
  const [loaded, setLoaded] = useState(false);
  const style = { inlineSize: '100%', aspectRatio: `${image.width ?? 1} / ${image.height ?? 1}` };
  if (!near) {
    // Same box, so nothing moves when the picture comes; a described picture keeps its name meanwhile.
    return <div ref={ref} style={style} className={classes.box} data-loading {...(alt ? { role: 'img', 'aria-label': alt } : {})} />;
  }
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
      style={{ ...style, height: 'auto', objectFit: 'cover' }}
    />
  );
}
