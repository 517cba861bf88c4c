import { BelowTheFold } from '../../shared/speed/belowTheFold';
import type { HomeData } from './queries';
import { CategoriesCarousel } from './CategoriesCarousel';
import { ClientReviews } from './ClientReviews';
import { FeatureGrid } from './FeatureGrid';
import belowFold from '../../shared/speed/belowFold.module.css';
import { HomeProductSections } from './HomeProductSections';
import { PosterBlock } from './PosterBlock';
import { PromoBanner } from './PromoBanner';
import { TestimonialsCarousel } from './TestimonialsCarousel';

type LowerData = Pick<HomeData, 'testimonials' | 'features'>;

/** The closing sections, each hydrated as it nears. */
function HomeClosingSections({ testimonials, features }: LowerData) {
  return (
    <div className={belowFold.eachSection}>
      <BelowTheFold>
        <PosterBlock />
      </BelowTheFold>
      <BelowTheFold>
        <TestimonialsCarousel testimonials={testimonials} />
      </BelowTheFold>
      <BelowTheFold>
        <FeatureGrid features={features.features} />
      </BelowTheFold>
      <BelowTheFold>
        <ClientReviews />
      </BelowTheFold>
      <BelowTheFold>
        <PromoBanner />
      </BelowTheFold>
    </div>
  );
}

/**
 * The home page below the fold, in the order a shopper scrolls it. Each section is hydrated as it
 * nears the screen (its carousels measured, its cards made live), not with the first screen. The
 * sections' code is the page's (a chunk of their own would load the way that breaks React's rules
 * of hooks: src/shared/speed/belowTheFold.tsx).
 */
export function HomeLowerParts({ testimonials, features }: LowerData) {
  return (
    <>
      <div className={belowFold.eachSection}>
        <BelowTheFold>
          <CategoriesCarousel />
        </BelowTheFold>
        {/* One boundary per product section, inside. */}
        <HomeProductSections />
      </div>
      <HomeClosingSections testimonials={testimonials} features={features} />
    </>
  );
}
