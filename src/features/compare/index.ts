export { ComparePage } from './ComparePage';
export { CompareSkeleton } from './CompareSkeleton';
