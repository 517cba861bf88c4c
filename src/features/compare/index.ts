export { ComparePage } from './ComparePage';
export { compareFigures, lowestPricePerPureGram, type ComparedProduct } from './compareFigures';
