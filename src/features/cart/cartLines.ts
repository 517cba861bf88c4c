import { roundMoney } from '../../shared/money';
import type { CartAnswer, CartLine, CartSummary } from './types';

// Pure changes of the cached GET /carts answer, so the cart can change at once and change back.

/** The line with a new quantity and its total price following it. */
export function withQuantity(cart: CartAnswer, lineId: number, quantity: number): CartAnswer {
  return {
    ...cart,
    data: cart.data.map((line) =>
      line.id === lineId
        ? {
            ...line,
            quantity,
            total_price: roundMoney(line.unit_price * quantity),
            // The line's making charge is the piece's times the quantity, as the total is.
            making_charge: line.making_charge === null ? null : roundMoney((line.making_charge / line.quantity) * quantity),
          }
        : line,
    ),
  };
}

/** The cart without the line. */
export function withoutLine(cart: CartAnswer, lineId: number): CartAnswer {
  return { ...cart, data: cart.data.filter((line) => line.id !== lineId) };
}

/** The line put back at its former place (or at the end if the cart got shorter); unchanged if already there. */
export function withLineAt(cart: CartAnswer, line: CartLine, index: number): CartAnswer {
  if (cart.data.some((item) => item.id === line.id)) return cart;
  const data = [...cart.data];
  data.splice(Math.max(0, Math.min(index, data.length)), 0, line);
  return { ...cart, data };
}

/** The cart with the summary the server answered. */
export function withSummary(cart: CartAnswer, summary: CartSummary): CartAnswer {
  return { ...cart, summary };
}
