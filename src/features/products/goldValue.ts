import { roundMoney } from '../../shared/money';
import { pricePerGram, type GramPrices } from '../gold-prices';

/** What a gold buyer weighs a price against. Each figure is absent when it cannot be known. */
export interface PieceValue {
  /** The piece's price divided by its weight, SAR per gram. */
  pricePerGram?: number;
  /** Today's value of the metal in the piece: weight × today's per-gram price for its karat. */
  goldValue?: number;
  /** What the shopper pays above the metal: price − gold value (negative when below it). */
  premium?: number;
}

/**
 * The price per gram and today's gold value of a piece. `weight` is in grams (null or 0 when
 * unknown), `gramPrices` is the GET /gold-today answer (undefined while it loads or after it failed).
 */
export function pieceValue(
  piece: { price: number; weight: number | null; karat: number },
  gramPrices: GramPrices | undefined,
): PieceValue {
  const { price, weight, karat } = piece;
  if (!weight || weight <= 0 || !Number.isFinite(price)) return {};
  const gram = pricePerGram(karat, gramPrices);
  const goldValue = gram === undefined ? undefined : roundMoney(weight * gram);
  return {
    pricePerGram: roundMoney(price / weight),
    goldValue,
    premium: goldValue === undefined ? undefined : roundMoney(price - goldValue),
  };
}
