export { PieceValue } from './PieceValue';
export { PriceBreakdown } from './PriceBreakdown';
