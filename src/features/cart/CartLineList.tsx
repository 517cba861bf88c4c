import type { ReactNode } from 'react';
import { CartLineCard } from './CartLineCard';
import classes from './CartLineCard.module.css';
import { RemovedLineNotice } from './RemovedLineNotice';
import type { CartLine, RemovedLine } from './cart';

interface CartLineListProps {
  lines: CartLine[];
  /** Lines just removed: each one's undo stands at its former place. */
  removed: RemovedLine[];
  onRemove: (line: CartLine) => void;
  onUndo: (removed: RemovedLine) => void;
}

/** The lines as a list (a screen reader says how many), with the undo of each line just removed. */
export function CartLineList({ lines, removed, onRemove, onUndo }: CartLineListProps) {
  const items: { key: string; node: ReactNode }[] = lines.map((line, index) => ({
    key: `line-${line.id}`,
    node: <CartLineCard line={line} onRemove={onRemove} eager={index < 3} />,
  }));
  for (const entry of [...removed].sort((a, b) => a.index - b.index)) {
    items.splice(Math.min(entry.index, items.length), 0, {
      key: `removed-${entry.line.id}`,
      node: <RemovedLineNotice title={entry.line.product.title} onUndo={() => onUndo(entry)} />,
    });
  }
  return (
    <ul className={classes.list}>
      {items.map((item) => (
        <li key={item.key}>{item.node}</li>
      ))}
    </ul>
  );
}
