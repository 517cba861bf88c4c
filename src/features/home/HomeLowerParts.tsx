import type { HomeData } from './api';
import { CategoriesCarousel } from './CategoriesCarousel';
import { ClientReviews } from './ClientReviews';
import { FeatureGrid } from './FeatureGrid';
import belowFold from '../../shared/ui/belowFold.module.css';
import { HomeProductSections } from './HomeProductSections';
import { PosterBlock } from './PosterBlock';
import { PromoBanner } from './PromoBanner';
import { TestimonialsCarousel } from './TestimonialsCarousel';

/** The home page below the fold, in the order a shopper scrolls it. */
export function HomeLowerParts({ testimonials, features }: Pick<HomeData, 'testimonials' | 'features'>) {
  return (
    <div className={belowFold.eachSection}>
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
