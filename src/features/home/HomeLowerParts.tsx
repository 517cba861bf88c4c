import type { HomeData } from './api';
import { CategoriesCarousel } from './CategoriesCarousel';
import { ClientReviews } from './ClientReviews';
import { FeatureGrid } from './FeatureGrid';
import belowFold from '../../shared/ui/belowFold.module.css';
import { HydrateWhenNear } from '../../shared/ui/HydrateWhenNear';
import { HomeProductSections } from './HomeProductSections';
import { PosterBlock } from './PosterBlock';
import { PromoBanner } from './PromoBanner';
import { TestimonialsCarousel } from './TestimonialsCarousel';

/**
 * The home page below the fold, in the order a shopper scrolls it. Each section is hydrated as it
 * nears the screen (its carousels measured, its cards made live), not with the first screen.
 */
export function HomeLowerParts({ testimonials, features }: Pick<HomeData, 'testimonials' | 'features'>) {
  return (
    <div className={belowFold.eachSection}>
      <HydrateWhenNear>
        <CategoriesCarousel />
      </HydrateWhenNear>
      {/* One boundary per product section, inside. */}
      <HomeProductSections />
      <HydrateWhenNear>
        <PosterBlock />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <TestimonialsCarousel testimonials={testimonials} />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <FeatureGrid features={features.features} />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <ClientReviews />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <PromoBanner />
      </HydrateWhenNear>
    </div>
  );
}
