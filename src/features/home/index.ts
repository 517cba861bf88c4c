export { clientReviewsQuery, homeQuery, homeSectionsQuery } from './queries';
export { HomePage } from './HomePage';
// In the route's first chunk (it stands in for a slow /home before the page's code): light, on its own.
export { HomePreloader } from './HomePreloader';
