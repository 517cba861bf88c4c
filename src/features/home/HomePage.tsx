import { Container } from '@mantine/core';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { useHome } from './queries';
import { BannerCarousel } from './BannerCarousel';
import { HeroSection } from './HeroSection';
import { HomePreloader } from './HomePreloader';
import classes from './home.module.css';
import { HomeLowerParts } from './HomeLowerParts';

/** The home page, in the order a shopper scrolls it. */
export function HomePage() {
  const home = useHome();
  const data = home.data;

  if (home.isError) {
    return (
      <Container py="xl">
        <LoadFailed onRetry={() => void home.refetch()} />
      </Container>
    );
  }

  // Until /home has loaded (in the browser only: the server waits for it).
  if (!data) return <HomePreloader />;
  const { home_slider_video, sliders, testimonials, features } = data;
  return (
    <div className={classes.page}>
      <HeroSection videoUrl={home_slider_video?.url} slides={sliders} />
      <BannerCarousel />
      <HomeLowerParts testimonials={testimonials} features={features} />
    </div>
  );
}
