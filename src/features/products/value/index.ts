export { PieceValue } from './PieceValue';
