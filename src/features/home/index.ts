export { homeQuery, useHome } from './api';
export { HomePage } from './HomePage';
