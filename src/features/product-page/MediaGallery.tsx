import { useLingui } from '@lingui/react/macro';
import { Box, Group, Stack, UnstyledButton } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { ProductImage, type Media } from '../catalogue';
import classes from './MediaGallery.module.css';

/** The chosen picture or video, large: the page's first image loads at once (LCP), never lazily. */
function MainMedia({ media, alt }: { media: Media | undefined; alt: string }) {
  if (media?.type === 'video') {
    return (
      <video
        className={classes.video}
        src={media.url}
        width={media.width ?? 800}
        height={media.height ?? 800}
        controls
        preload="metadata"
        aria-label={alt}
      />
    );
  }
  return <ProductImage media={media} alt={alt} priority />;
}

/**
 * The product's pictures and videos: one large, and a row of
 * thumbnails (buttons, so the keyboard reaches them) when there is more than one.
 */
export function MediaGallery({ media, title }: { media: Media[]; title: string }) {
  const { t } = useLingui();
  const [selected, setSelected] = useState(0);
  const current = media[selected];
  const total = media.length;
  const labelOf = (item: Media, index: number) => {
    const position = index + 1;
    return item.type === 'video' ? t`${title}, video ${position} of ${total}` : t`${title}, picture ${position} of ${total}`;
  };

  return (
    <Stack gap="sm">
      <Box className={classes.stage}>
        <MainMedia key={current?.id} media={current} alt={current && total > 1 ? labelOf(current, selected) : title} />
      </Box>
      {total > 1 && (
        <Group gap="xs" role="group" aria-label={t`Pictures and videos of the product`}>
          {media.map((item, index) => (
            <UnstyledButton
              key={item.id}
              className={classes.thumb}
              aria-label={labelOf(item, index)}
              aria-pressed={index === selected}
              onClick={() => setSelected(index)}
            >
              {item.type === 'video' ? (
                <IconPlayerPlayFilled size={28} aria-hidden />
              ) : (
                <ProductImage media={item} alt="" radius="sm" />
              )}
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
