import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productsQuery } from '../../../../features/catalogue';

/** How long typing must pause before asking for suggestions: one request for a burst of keys. */
const SUGGESTION_DELAY_MS = 250;
/** How many suggestions the dropdown lists. */
export const SUGGESTION_COUNT = 6;

/**
 * The live suggestions for what the shopper is typing (no minimum length). A request
 * whose text is outdated is cancelled: TanStack Query aborts a query nobody observes any more,
 * because the SDK hands its AbortSignal to fetch.
 */
export function useProductSuggestions(text: string) {
  const wanted = text.trim();
  const [debounced] = useDebouncedValue(wanted, SUGGESTION_DELAY_MS);
  const query = useQuery({
    ...productsQuery({ search: debounced, per_page: SUGGESTION_COUNT }),
    enabled: debounced.length > 0,
    placeholderData: keepPreviousData,
  });
  const current = wanted === debounced && !query.isPlaceholderData;
  return {
    products: wanted ? (query.data?.data.slice(0, SUGGESTION_COUNT) ?? []) : [],
    /** The answer belongs to the text in the box (not an older one, and typing has paused). */
    settled: current && query.isSuccess,
    loading: wanted.length > 0 && (!current || query.isFetching),
    failed: current && query.isError,
  };
}
