export { ContentPage } from './ContentPage';
export { ContentPageSkeleton } from './ContentSkeleton';
export { FaqPage } from './FaqPage';
export { FaqPageSkeleton } from './FaqSkeleton';
export { faqsQuery, textPageQuery, type Faq, type TextPage } from './queries';
export { loadTextPage, textPageHead } from './textPageHead';
