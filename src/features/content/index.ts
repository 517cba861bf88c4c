export { ContentPage, ContentPageSkeleton } from './ContentPage';
export { FaqPage, FaqPageSkeleton } from './FaqPage';
export { faqsQuery, textPageQuery, type Faq, type TextPage } from './queries';
export { loadTextPage, textPageHead } from './textPageHead';
