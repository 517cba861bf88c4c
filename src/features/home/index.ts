export { clientReviewsQuery, homeQuery, homeSectionsQuery, useHome } from './api';
export { HomePage } from './HomePage';
