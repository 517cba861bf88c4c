import { Plural } from '@lingui/react/macro';

/** "2 items" / "قطعتان": how many lines an order has. */
export function ItemsCount({ count }: { count: number }) {
  return <Plural value={count} one="# item" other="# items" />;
}
