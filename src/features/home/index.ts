export { clientReviewsQuery, homeQuery, homeSectionsQuery } from './queries';
export { HomePage } from './HomePage';
