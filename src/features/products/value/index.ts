export { PieceValue } from './PieceValue';
export { PriceBreakdown, vatPercent } from './PriceBreakdown';
