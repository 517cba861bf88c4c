// Moved to src/shared (orders format dates too); kept here so the home page's imports stay short.
export { formatDate } from '../../shared/formatDate';
