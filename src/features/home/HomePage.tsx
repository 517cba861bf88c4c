import { Container } from '@mantine/core';
import { useDeferredData } from '../../shared/useDeferredData';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { lazyPart } from '../../shared/ui/onDemand';
import { RenderWhenNear } from '../../shared/ui/RenderWhenNear';
import { useHome } from './api';
import { BannerCarousel } from './BannerCarousel';
import { HeroSection } from './HeroSection';
import { HomePreloader } from './HomePreloader';
import classes from './home.module.css';

// Below the fold, one module loaded when the shopper first scrolls near it.
const lowerParts = () => import('./HomeLowerParts');
const CategoriesAndProducts = lazyPart(lowerParts, (parts) => parts.CategoriesAndProducts);
const PosterAndTestimonials = lazyPart(lowerParts, (parts) => parts.PosterAndTestimonials);
const FeaturesAndReviews = lazyPart(lowerParts, (parts) => parts.FeaturesAndReviews);

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
        <CategoriesAndProducts />
      </RenderWhenNear>
      <RenderWhenNear reserve={1000}>
        <PosterAndTestimonials testimonials={testimonials} />
      </RenderWhenNear>
      <RenderWhenNear reserve={1200}>
        <FeaturesAndReviews features={features} />
      </RenderWhenNear>
    </div>
  );
}
