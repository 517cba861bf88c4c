export { ContentPage } from './ContentPage';
export { FaqPage } from './FaqPage';
export { faqsQuery, textPageQuery, type Faq, type TextPage } from './queries';
export { loadTextPage, textPageHead } from './textPageHead';
