import { Container } from '@mantine/core';
import { LoadFailed } from '../../shared/ui/LoadFailed';
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
      <CategoriesCarousel />
      <HomeProductSections />
      <PosterBlock />
      <TestimonialsCarousel testimonials={testimonials} />
      <FeatureGrid features={features.features} />
      <ClientReviews />
      <PromoBanner />
    </div>
  );
}
