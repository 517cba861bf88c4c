import { Container } from '@mantine/core';
import { useDeferredData } from '../../shared/useDeferredData';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { RenderWhenNear } from '../../shared/ui/RenderWhenNear';
import { useHome } from './api';
import { BannerCarousel } from './BannerCarousel';
import { CategoriesCarousel } from './CategoriesCarousel';
import { ClientReviews } from './ClientReviews';
import { FeatureGrid } from './FeatureGrid';
import { HeroSection } from './HeroSection';
import { HomePreloader } from './HomePreloader';
import classes from './home.module.css';
import { HomeProductSections } from './HomeProductSections';
import { PosterBlock } from './PosterBlock';
import { PromoBanner } from './PromoBanner';
import { TestimonialsCarousel } from './TestimonialsCarousel';

/** The home page (SPEC §2), in the order a shopper scrolls it. */
export function HomePage() {
  const home = useHome();
  const data = useDeferredData(home.data);

  if (home.isError) {
    return (
      <Container py="xl">
        <LoadFailed onRetry={() => void home.refetch()} />
      </Container>
    );
  }

  // Until /home has loaded, and one step more while the page renders behind it.
  if (!data) return <HomePreloader />;
  const { home_slider_video, sliders, testimonials, features } = data;
  return (
    <div className={classes.page}>
      <HeroSection videoUrl={home_slider_video?.url} slides={sliders} />
      <BannerCarousel />
      {/* Below the fold, in three parts that each render once the shopper scrolls near them. */}
      <RenderWhenNear reserve={1600}>
        <CategoriesCarousel />
        <HomeProductSections />
      </RenderWhenNear>
      <RenderWhenNear reserve={1000}>
        <PosterBlock />
        <TestimonialsCarousel testimonials={testimonials} />
      </RenderWhenNear>
      <RenderWhenNear reserve={1200}>
        <FeatureGrid features={features.features} />
        <ClientReviews />
        <PromoBanner />
      </RenderWhenNear>
    </div>
  );
}
