import type { HomeData } from './api';
import { CategoriesCarousel } from './CategoriesCarousel';
import { ClientReviews } from './ClientReviews';
import { FeatureGrid } from './FeatureGrid';
import { HomeProductSections } from './HomeProductSections';
import { PosterBlock } from './PosterBlock';
import { PromoBanner } from './PromoBanner';
import { TestimonialsCarousel } from './TestimonialsCarousel';

// The home page below the fold, in the three parts HomePage renders as the shopper scrolls near
// them. Their code (product cards among it) loads then, not with the first page.

export function CategoriesAndProducts() {
  return (
    <>
      <CategoriesCarousel />
      <HomeProductSections />
    </>
  );
}

export function PosterAndTestimonials({ testimonials }: Pick<HomeData, 'testimonials'>) {
  return (
    <>
      <PosterBlock />
      <TestimonialsCarousel testimonials={testimonials} />
    </>
  );
}

export function FeaturesAndReviews({ features }: Pick<HomeData, 'features'>) {
  return (
    <>
      <FeatureGrid features={features.features} />
      <ClientReviews />
      <PromoBanner />
    </>
  );
}
