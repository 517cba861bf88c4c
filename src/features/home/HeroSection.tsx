import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Text, Title } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { SlideCarousel } from '../../shared/ui/carousel';
import { ButtonLink } from '../../shared/ui/links';
import { usePrefersReducedMotion } from '../../shared/ui/usePrefersReducedMotion';
import type { HomeSlide } from './queries';
import classes from './HeroSection.module.css';
import { HERO_SLIDE_DELAY, HERO_SLIDE_DURATION } from './homeTimings';
import { HERO_POSTER as POSTER } from './heroPoster';
import { useAfterPageLoad } from './useAfterPageLoad';

const FALLBACK_VIDEO = '/video/hero-fallback.mp4';

/**
 * The hero video (the local one when /home has none or it fails), at most 650 px high,
 * under a slider of titles and descriptions. The poster is a real <img>, the page's first image,
 * so it paints first; the video joins after the page has loaded, and not at all on its own for a
 * shopper who asked for reduced motion.
 */
export function HeroSection({ videoUrl, slides }: { videoUrl?: string; slides: HomeSlide[] }) {
  const { t } = useLingui();
  const reducedMotion = usePrefersReducedMotion();
  const pageLoaded = useAfterPageLoad();
  // The video waits for the poster to be on screen too: started earlier, its download (hundreds
  // of KB) would share a phone's bandwidth with the poster, the page's largest paint.
  const [posterShown, setPosterShown] = useState(false);
  const withVideo = pageLoaded && posterShown;
  const [source, setSource] = useState(videoUrl || FALLBACK_VIDEO);
  const [paused, setPaused] = useState<boolean | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const poster = useRef<HTMLImageElement>(null);
  // The server's poster may have loaded before the app took over the page: its load event is gone.
  useEffect(() => {
    if (poster.current?.complete && poster.current.naturalWidth > 0) setPosterShown(true);
  }, []);
  // Until the shopper chooses, reduced motion means a still hero.
  const playing = !(paused ?? reducedMotion);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // A browser may refuse to autoplay (power saving); the poster then stays. Old ones return no promise.
    if (playing) (element.play() as Promise<void> | undefined)?.catch(() => {});
    else element.pause();
  }, [playing, withVideo, source]);

  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <img
        ref={poster}
        className={classes.media}
        src={POSTER.url}
        width={POSTER.width}
        height={POSTER.height}
        alt=""
        fetchPriority="high"
        decoding="async"
        onLoad={() => requestAnimationFrame(() => setTimeout(() => setPosterShown(true)))}
      />
      {withVideo && (
        <video
          ref={video}
          className={classes.media}
          src={source}
          poster={POSTER.url}
          muted
          loop
          playsInline
          autoPlay={playing}
          preload="auto"
          aria-hidden
          onError={() => source !== FALLBACK_VIDEO && setSource(FALLBACK_VIDEO)}
        />
      )}
      <div className={classes.scrim} aria-hidden />
      <div className={classes.content}>
        <Title order={1} id="hero-title" className="visually-hidden">
          <Trans>Gold Store: gold and jewellery at today's price</Trans>
        </Title>
        {/* The gap keeps the next slide's first letter and its shadow off the edge of this one. */}
        {slides.length > 0 && (
          <SlideCarousel
            label={t`Highlights`}
            delay={HERO_SLIDE_DELAY}
            duration={HERO_SLIDE_DURATION}
            loop
            controls="overlay"
            slideGap="xl"
          >
            {slides.map((slide) => (
              <div key={slide.id} className={classes.slide}>
                <Title order={2} className={classes.title}>
                  {slide.title}
                </Title>
                <Text className={classes.description}>{slide.description}</Text>
              </div>
            ))}
          </SlideCarousel>
        )}
        <ButtonLink to="/Store" size="md" radius="xl" color="brown.3" c="brown.9" className={classes.cta}>
          <Trans>Shop now</Trans>
        </ButtonLink>
      </div>
      {withVideo && (
        <ActionIcon
          className={classes.videoToggle}
          variant="white"
          color="dark"
          radius="xl"
          size="lg"
          aria-label={playing ? t`Pause the background video` : t`Play the background video`}
          onClick={() => setPaused(playing)}
        >
          {playing ? <IconPlayerPauseFilled size={14} aria-hidden /> : <IconPlayerPlayFilled size={14} aria-hidden />}
        </ActionIcon>
      )}
    </section>
  );
}
