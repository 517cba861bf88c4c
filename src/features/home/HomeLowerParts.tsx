import { Hydrate } from '@tanstack/react-start';
import { useBelowTheFold } from '../../shared/speed/belowTheFold';
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
  const belowTheFold = useBelowTheFold();
  return (
    <div className={belowFold.eachSection}>
      <Hydrate when={belowTheFold} split={false}>
        <PosterBlock />
      </Hydrate>
      <Hydrate when={belowTheFold} split={false}>
        <TestimonialsCarousel testimonials={testimonials} />
      </Hydrate>
      <Hydrate when={belowTheFold} split={false}>
        <FeatureGrid features={features.features} />
      </Hydrate>
      <Hydrate when={belowTheFold} split={false}>
        <ClientReviews />
      </Hydrate>
      <Hydrate when={belowTheFold} split={false}>
        <PromoBanner />
      </Hydrate>
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
  const belowTheFold = useBelowTheFold();
  return (
    <>
      <div className={belowFold.eachSection}>
        <Hydrate when={belowTheFold} split={false}>
          <CategoriesCarousel />
        </Hydrate>
        {/* One boundary per product section, inside. */}
        <HomeProductSections />
      </div>
      <Hydrate when={belowTheFold}>
        <HomeClosingSections testimonials={testimonials} features={features} />
      </Hydrate>
    </>
  );
}
