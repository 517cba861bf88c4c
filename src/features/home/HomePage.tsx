import { useSuspenseQuery } from '@tanstack/react-query';
import { homeQuery } from './queries';
import { BannerCarousel } from './BannerCarousel';
import { HeroSection } from './HeroSection';
import classes from './home.module.css';
import { HomeLowerParts } from './HomeLowerParts';

/** The home page, in the order a shopper scrolls it. Its route's loader has /home; the sections below load on their own. */
export function HomePage() {
  const { home_slider_video, sliders, testimonials, features } = useSuspenseQuery(homeQuery()).data.data;
  return (
    <div className={classes.page}>
      <HeroSection videoUrl={home_slider_video?.url} slides={sliders} />
      <BannerCarousel />
      <HomeLowerParts testimonials={testimonials} features={features} />
    </div>
  );
}
