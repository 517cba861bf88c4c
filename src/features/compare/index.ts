export { ComparePage, CompareSkeleton } from './ComparePage';
