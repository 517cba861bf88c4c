import { Container } from '@mantine/core';
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

  if (home.isPending) return <HomePreloader />;
  if (home.isError) {
    return (
      <Container py="xl">
        <LoadFailed onRetry={() => void home.refetch()} />
      </Container>
    );
  }

  const { home_slider_video, sliders, testimonials, features } = home.data;
  return (
    <div className={classes.page}>
      <HeroSection videoUrl={home_slider_video?.url} slides={sliders} />
      <BannerCarousel />
      <RenderWhenNear reserve={400}>
        <CategoriesCarousel />
      </RenderWhenNear>
      <RenderWhenNear reserve={1200}>
        <HomeProductSections />
      </RenderWhenNear>
      <RenderWhenNear reserve={400}>
        <PosterBlock />
      </RenderWhenNear>
      <RenderWhenNear reserve={600}>
        <TestimonialsCarousel testimonials={testimonials} />
      </RenderWhenNear>
      <RenderWhenNear reserve={400}>
        <FeatureGrid features={features.features} />
      </RenderWhenNear>
      <RenderWhenNear reserve={400}>
        <ClientReviews />
      </RenderWhenNear>
      <RenderWhenNear reserve={400}>
        <PromoBanner />
      </RenderWhenNear>
    </div>
  );
}
