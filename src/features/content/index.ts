export { ContentPage, type ContentPageProps } from './ContentPage';
export { FaqPage } from './FaqPage';
export { faqsQuery, textPageQuery, type Faq, type TextPage, type TextPageSlug } from './queries';
export { loadTextPage, textPageHead } from './textPageHead';
