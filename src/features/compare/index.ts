export { ComparePage } from './ComparePage';
export { compareFigures, lowestPricePerGram, type ComparedProduct } from './compareFigures';
