import { skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { useWrite, type Undo, type Write } from '../../shared/writes';
import type { ToastWithLink } from '../../shared/notify';
import { useAuth } from '../auth';
import type { Product } from './product';

// A piece's flags (favourite, in the cart, in compare) have one truth, the query cache: a tap sets
// the flag in every cached answer that shows the piece, so every card, the quick view, the product
// page and the lists change together, and change back together when the API refuses.

/** The flags a product carries for the signed-in shopper. */
type ProductFlag = 'is_cart' | 'is_wishlist' | 'is_compare';

type FlaggedPiece = Pick<Product, 'id' | ProductFlag>;

/** `value` with the product's flag set wherever the product appears in it (a list, a section, a page). */
function withFlag(value: unknown, productId: number, flag: ProductFlag, on: boolean): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => withFlag(item, productId, flag, on));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (record.id === productId && flag in record) return record[flag] === on ? record : { ...record, [flag]: on };
  let changed = false;
  const entries = Object.entries(record).map(([key, item]) => {
    const next = withFlag(item, productId, flag, on);
    changed ||= next !== item;
    return [key, next] as const;
  });
  return changed ? Object.fromEntries(entries) : record;
}

/**
 * The shopper's choice for a piece drawn from an answer that is not in the cache: it holds while
 * that answer still says `basis`, and a fresher answer (another value) wins again.
 */
interface Choice {
  on: boolean;
  basis: boolean;
}
const choiceKey = (productId: number, flag: ProductFlag) => ['piece-flag', productId, flag] as const;

function setEverywhere(queryClient: QueryClient, productId: number, flag: ProductFlag, on: boolean) {
  queryClient.setQueriesData({ predicate: (query) => query.queryKey[0] === 'get' }, (data: unknown) => withFlag(data, productId, flag, on));
}

/** Sets the piece's flag at once wherever it is shown; the undo puts back what it was. */
export function setPieceFlag(queryClient: QueryClient, product: FlaggedPiece, flag: ProductFlag, on: boolean): Undo {
  const key = choiceKey(product.id, flag);
  const before = queryClient.getQueryData<Choice>(key);
  const was = before && before.basis === product[flag] ? before.on : product[flag];
  queryClient.setQueryData<Choice>(key, { on, basis: product[flag] });
  setEverywhere(queryClient, product.id, flag, on);
  return () => {
    queryClient.setQueryData<Choice>(key, { on: was, basis: product[flag] });
    setEverywhere(queryClient, product.id, flag, was);
  };
}

/** The piece's flag as the shopper sees it. */
function usePieceFlag(product: FlaggedPiece, flag: ProductFlag): boolean {
  const choice = useQuery<Choice>({ queryKey: choiceKey(product.id, flag), queryFn: skipToken }).data;
  return choice && choice.basis === product[flag] ? choice.on : product[flag];
}

/** What a toggle sends: the piece, and the state the shopper asked for. */
export interface ToggleInput {
  product: Product;
  on: boolean;
}

/** A favourite, cart or compare toggle as a button uses it. */
export interface ProductToggle {
  /** The state shown: changes at once on a tap and goes back if the call fails. */
  active: boolean;
  /** True while the piece's call is on its way, on every button of the piece. */
  pending: boolean;
  toggle: () => void;
}

/** The toggle of one of a piece's flags, from its write (whose change sets the flag: setPieceFlag). */
export function useProductToggle(
  product: Product,
  flag: ProductFlag,
  write: Write<ToggleInput>,
  doneToast?: (input: ToggleInput) => ToastWithLink | undefined,
): ProductToggle {
  const { isAuthenticated } = useAuth();
  const active = usePieceFlag(product, flag);
  const { run, pending } = useWrite(write, { signedIn: isAuthenticated, key: ['piece', product.id, flag], doneToast });
  return { active, pending, toggle: () => void run({ product, on: !active }) };
}
