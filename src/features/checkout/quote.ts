import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { components } from '../../../sdk';
import { apiClient } from '../../shared/api';
import type { CartLine } from '../cart';
import { PERSONAL_ID_THRESHOLD } from './checkoutConstants';
import type { CheckoutTotals } from './checkoutTotals';
import type { SummaryItem } from './SummaryItems';

type CheckoutQuote = components['schemas']['CheckoutQuote'];
type QuoteInput = components['schemas']['QuoteInput'];

/** A quote with the time, by this browser's clock, its prices hold until. */
export type HeldQuote = CheckoutQuote & { heldUntil: number };

/** The key every quote shares: a quote that ran out makes all of them stale. */
export const QUOTE_KEY = ['post', '/checkout/quote'] as const;

/** What a quote is asked for: the cart as it is now (its lines and coupon), a courier and a method. */
export interface QuoteRequest {
  input: QuoteInput;
  lines: Pick<CartLine, 'id' | 'quantity'>[];
  coupon: string | null;
}

/**
 * POST /checkout/quote: the cart's prices held for a while, with the order's sums. Asked again for
 * another courier, method or coupon (the backend keeps the same hold); never refreshed on its own.
 */
export const quoteQuery = ({ input, lines, coupon }: QuoteRequest) =>
  queryOptions({
    queryKey: [...QUOTE_KEY, input, lines.map((line) => [line.id, line.quantity]), coupon],
    queryFn: async ({ signal }): Promise<HeldQuote> => {
      const quote = (await apiClient.POST('/checkout/quote', { body: input, signal })).data!.data;
      return { ...quote, heldUntil: Date.now() + quote.seconds_left * 1000 };
    },
    staleTime: Infinity,
    // The figures of the last courier or method stay while the next ones come.
    placeholderData: keepPreviousData,
  });

/** The quote's sums as the summary shows them. */
export function quoteTotals(quote: CheckoutQuote): CheckoutTotals {
  return {
    subtotal: quote.subtotal,
    discount: quote.discount,
    coupon: quote.coupon,
    bankTransferDiscount: quote.bank_transfer_discount,
    delivery: quote.delivery,
    vat: quote.vat,
    total: quote.total,
    needsPersonalId: quote.total > PERSONAL_ID_THRESHOLD,
  };
}

export const quoteItem = (line: CheckoutQuote['lines'][number]): SummaryItem => ({
  id: line.cart_item_id,
  title: line.title,
  quantity: line.quantity,
  total: line.total_price,
  imageUrl: line.image?.url,
});
