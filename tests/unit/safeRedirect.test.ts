import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../src/shared/safeRedirect';

const ORIGIN = 'https://store.example';

describe('the redirect after signing in', () => {
  it.each([
    ['/cart', '/cart'],
    ['/products?search=gold', '/products?search=gold'],
    ['/OrderDetails/42#items', '/OrderDetails/42#items'],
    ['/', '/'],
    ['/category/3/%D8%B0%D9%87%D8%A8', '/category/3/%D8%B0%D9%87%D8%A8'],
  ])('follows a path of this site: %s', (target, expected) => {
    expect(safeRedirect(target, ORIGIN)).toBe(expected);
  });

  it.each([
    'https://evil.example/cart',
    '//evil.example/cart',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'cart',
    '',
    ' /cart',
    'http:/evil.example',
  ])('drops a target that could leave the site: %s', (target) => {
    expect(safeRedirect(target, ORIGIN)).toBeUndefined();
  });

  it.each([undefined, null, 42, { pathname: '/cart' }, ['/cart']])('drops what is not a string: %o', (target) => {
    expect(safeRedirect(target, ORIGIN)).toBeUndefined();
  });

  it('normalises a path that climbs out of the root back onto this site', () => {
    expect(safeRedirect('/../../cart', ORIGIN)).toBe('/cart');
  });
});
