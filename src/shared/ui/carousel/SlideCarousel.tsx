import '@mantine/carousel/styles.layer.css';
import { useLingui } from '@lingui/react/macro';
import { Carousel, type CarouselProps } from '@mantine/carousel';
import { ActionIcon, Group, UnstyledButton, useDirection } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { Children, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import classes from './SlideCarousel.module.css';
import { useCarouselAutoplay } from './useCarouselAutoplay';

interface SlideCarouselProps {
  /** The region's accessible name, e.g. the section title. */
  label: string;
  /** One node a slide; keys are kept. */
  children: ReactNode;
  /** Autoplay delay in ms. */
  delay: number;
  slideSize?: CarouselProps['slideSize'];
  slideGap?: CarouselProps['slideGap'];
  /** Embla's scroll duration (its own unit, 20–60; 25 by default). */
  duration?: number;
  loop?: boolean;
  /** Dots to jump to a slide (clickable pagination). */
  withPagination?: boolean;
  /** `overlay`: controls float over the bottom of the slides (hero, banners); `below`: a row under them. */
  controls?: 'overlay' | 'below';
}

/**
 * The store's one carousel, over Mantine's (embla): right to left in Arabic (Mantine passes the
 * direction to embla), previous/next buttons whose arrows follow the direction, pause/play,
 * swiping, autoplay that stops for reduced motion, hover and focus, and slides labelled "n of m".
 */
export function SlideCarousel({
  label,
  children,
  delay,
  slideSize = '100%',
  slideGap = 0,
  duration,
  loop = false,
  withPagination = false,
  controls = 'below',
}: SlideCarouselProps) {
  const { t } = useLingui();
  const { dir } = useDirection();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const autoplay = useCarouselAutoplay(delay, embla);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const slides = Children.toArray(children);
  const total = slides.length;

  // Mantine hands the embla API over again on every slide change; the state setter ignores repeats.
  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      setSelected(embla.selectedScrollSnap());
      setSnapCount(embla.scrollSnapList().length);
    };
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla]);

  // In right-to-left, "previous" lies to the right: the arrows point where the slides come from.
  const PreviousIcon = dir === 'rtl' ? IconChevronRight : IconChevronLeft;
  const NextIcon = dir === 'rtl' ? IconChevronLeft : IconChevronRight;
  const scrollable = snapCount > 1;

  // The arrow keys move the way the slides lie: in Arabic the left arrow goes to the next slide.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!embla || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    if ((event.target as HTMLElement).closest('input, textarea, select')) return;
    event.preventDefault();
    if ((event.key === 'ArrowRight') === (dir === 'ltr')) embla.scrollNext();
    else embla.scrollPrev();
  };

  return (
    <section
      role="region"
      aria-roledescription={t`carousel`}
      aria-label={label}
      className={classes.root}
      data-controls={controls}
      onKeyDown={onKeyDown}
      {...autoplay.hoverHandlers}
    >
      <Carousel
        // The wrapper above is the labelled region; Mantine's own status line is English-only and
        // speaks on every autoplay step, so it is hidden (CSS) and replaced by ours.
        role={undefined}
        aria-roledescription={undefined}
        classNames={{ root: classes.carousel }}
        withControls={false}
        withKeyboardEvents={false}
        slideSize={slideSize}
        slideGap={slideGap}
        emblaOptions={{ loop, align: 'start', duration, containScroll: loop ? false : 'trimSnaps' }}
        plugins={autoplay.plugins}
        getEmblaApi={setEmbla}
      >
        {slides.map((slide, index) => (
          <Carousel.Slide key={(slide as { key?: string }).key ?? index} aria-label={t`${index + 1} of ${total}`}>
            {slide}
          </Carousel.Slide>
        ))}
      </Carousel>
      <p className="visually-hidden" aria-live={autoplay.playing ? 'off' : 'polite'} aria-atomic>
        {scrollable ? t`Slide ${selected + 1} of ${snapCount}` : ''}
      </p>
      {scrollable && (
        <Group className={classes.controls} gap={6} wrap="nowrap">
          {withPagination && (
            <div className={classes.pagination}>
              {Array.from({ length: snapCount }, (_, index) => (
                <UnstyledButton
                  key={index}
                  className={classes.dot}
                  aria-label={t`Go to slide ${index + 1}`}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => embla?.scrollTo(index)}
                />
              ))}
            </div>
          )}
          <ActionIcon className={classes.control} variant="default" radius="xl" size="lg" aria-label={t`Previous slide`} onClick={() => embla?.scrollPrev()}>
            <PreviousIcon size={18} aria-hidden />
          </ActionIcon>
          {autoplay.canPlay && (
            <ActionIcon
              className={classes.control}
              variant="default"
              radius="xl"
              size="lg"
              aria-label={autoplay.paused ? t`Play slideshow` : t`Pause slideshow`}
              onClick={autoplay.togglePaused}
            >
              {autoplay.paused ? <IconPlayerPlayFilled size={14} aria-hidden /> : <IconPlayerPauseFilled size={14} aria-hidden />}
            </ActionIcon>
          )}
          <ActionIcon className={classes.control} variant="default" radius="xl" size="lg" aria-label={t`Next slide`} onClick={() => embla?.scrollNext()}>
            <NextIcon size={18} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    </section>
  );
}
