import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { roundMoney } from '../../shared/money';
import { QUOTE_KEY, quoteQuery, type HeldQuote, type QuoteRequest } from './quote';

/** The quote the shopper has agreed to pay: its id, and its total as last shown. */
interface Accepted {
  id: string;
  total: number;
}

/**
 * The price held at checkout. The first quote is the one the shopper agrees to by
 * coming here; when it runs out (`renew`), a new one is asked for, and while its id differs from
 * the agreed one the shopper must see the new total and confirm it before the order can go.
 */
export function useHeldQuote(request: QuoteRequest, enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...quoteQuery(request), enabled });
  const quote: HeldQuote | undefined = query.data;
  const [accepted, setAccepted] = useState<Accepted | null>(null);

  // The first quote is agreed to; the agreed one follows its own figures (another courier or method).
  if (quote && (accepted === null || (accepted.id === quote.id && accepted.total !== quote.total))) {
    setAccepted({ id: quote.id, total: quote.total });
  }
  const changed = quote !== undefined && accepted !== null && accepted.id !== quote.id;

  return {
    quote,
    /** The quote is being asked for: its figures (if any) are the previous ones. */
    pending: query.isFetching,
    failed: query.isError && !quote,
    retry: () => void query.refetch(),
    /** A new quote whose total the shopper has not confirmed yet, and how far it moved. */
    changed: changed ? { total: quote.total, difference: roundMoney(quote.total - accepted.total) } : null,
    confirm: () => quote && setAccepted({ id: quote.id, total: quote.total }),
    /** The id the order may be placed on: none while a new total waits for the shopper's word. */
    agreedId: quote && !changed && !query.isFetching ? quote.id : null,
    /** The prices ran out (the countdown ended, or the backend said so): ask again. */
    renew: () => void queryClient.invalidateQueries({ queryKey: QUOTE_KEY }),
  };
}

export type HeldQuoteState = ReturnType<typeof useHeldQuote>;
