export { ContentPage, type ContentPageProps } from './ContentPage';
export { FaqPage } from './FaqPage';
// The route files' loaders import these straight from ./api, so the screens stay out of the first chunk.
export { faqsQuery, textPageQuery, type Faq, type TextPage, type TextPageSlug } from './api';
