export { SlideCarousel } from './SlideCarousel';
