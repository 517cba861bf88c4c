import type { PointerEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tiltHandlers } from '../../src/features/products/card/tilt';

/** A card 200×100 px at (100, 50), and a pointer event on it. */
function pointerOnCard(pointerType: string, clientX: number, clientY: number) {
  const card = { style: { transform: '' }, getBoundingClientRect: () => ({ x: 100, y: 50, width: 200, height: 100 }) };
  const event = { pointerType, clientX, clientY, currentTarget: card } as unknown as PointerEvent<HTMLElement>;
  return { card, event };
}

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }));
}

describe('the product card tilt (SPEC §9)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leans at most 1 degree, towards the mouse', () => {
    prefersReducedMotion(false);
    const corner = pointerOnCard('mouse', 300, 150);
    tiltHandlers.onPointerMove(corner.event);
    expect(corner.card.style.transform).toBe('perspective(1000px) rotateX(-1.000deg) rotateY(1.000deg)');

    const middle = pointerOnCard('mouse', 200, 100);
    tiltHandlers.onPointerMove(middle.event);
    expect(middle.card.style.transform).toMatch(/rotateX\(-?0\.000deg\) rotateY\(0\.000deg\)/);
  });

  it('comes back flat when the mouse leaves', () => {
    prefersReducedMotion(false);
    const { card, event } = pointerOnCard('mouse', 300, 150);
    tiltHandlers.onPointerMove(event);
    tiltHandlers.onPointerLeave(event);
    expect(card.style.transform).toBe('');
  });

  it('does not move for touch, or for a shopper who asks for reduced motion', () => {
    prefersReducedMotion(false);
    const touch = pointerOnCard('touch', 300, 150);
    tiltHandlers.onPointerMove(touch.event);
    expect(touch.card.style.transform).toBe('');

    prefersReducedMotion(true);
    const mouse = pointerOnCard('mouse', 300, 150);
    tiltHandlers.onPointerMove(mouse.event);
    expect(mouse.card.style.transform).toBe('');
  });
});
