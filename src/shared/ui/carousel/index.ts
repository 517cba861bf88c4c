export { SlideCarousel, type SlideCarouselProps } from './SlideCarousel';
