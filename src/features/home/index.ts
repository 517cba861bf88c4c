export { clientReviewsQuery, homeQuery, homeSectionsQuery, useHome } from './queries';
export { HomePage } from './HomePage';
