import { Hydrate } from '@tanstack/react-start';
import { BelowTheFold, useSplitBelowTheFold } from '../../shared/speed/belowTheFold';
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

/** The closing sections, whose code no other part of the first screen shares; each hydrated as it nears. */
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
 * categories and product sections share their code with the first screen (the offers' carousel);
 * the closing sections' code is a chunk of its own, loaded as the first of them nears.
 */
export function HomeLowerParts({ testimonials, features }: LowerData) {
  const closing = useSplitBelowTheFold();
  return (
    <>
      <div className={belowFold.eachSection}>
        <BelowTheFold>
          <CategoriesCarousel />
        </BelowTheFold>
        {/* One boundary per product section, inside. */}
        <HomeProductSections />
      </div>
      <div {...closing.box}>
        <Hydrate when={closing.when}>
          <HomeClosingSections testimonials={testimonials} features={features} />
        </Hydrate>
      </div>
    </>
  );
}
