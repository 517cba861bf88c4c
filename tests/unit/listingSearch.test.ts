import { describe, expect, it } from 'vitest';
import { toProductParams, validateListingSearch } from '../../src/features/store/listingSearch';

describe('the listing search params', () => {
  it('keeps a valid sort, karat and page, whether parsed as numbers or strings', () => {
    expect(validateListingSearch({ sort: 'price_desc', karat: 21, page: 3 })).toEqual({ sort: 'price_desc', karat: 21, page: 3 });
    expect(validateListingSearch({ sort: 'best_selling', karat: '18', page: '2' })).toEqual({ sort: 'best_selling', karat: 18, page: 2 });
  });

  it.each([
    ['an unknown sort', { sort: 'cheapest' }],
    ['a karat the store does not sell', { karat: 22 }],
    ['a karat that is not a number', { karat: 'gold' }],
    ['page 0', { page: 0 }],
    ['a negative page', { page: -2 }],
    ['a fractional page', { page: 1.5 }],
    ['an empty page', { page: '' }],
  ])('drops %s', (_, raw) => {
    expect(validateListingSearch(raw)).toEqual({ sort: undefined, karat: undefined, page: undefined });
  });

  it('leaves the defaults out, so they never show in a link', () => {
    expect(validateListingSearch({ sort: 'suggest', page: 1 })).toEqual({ sort: undefined, karat: undefined, page: undefined });
  });

  it('asks GET /products for the defaults when the address has none', () => {
    expect(toProductParams({})).toEqual({ sort: 'suggest', page: 1, per_page: 12 });
    expect(toProductParams({ sort: 'price_asc', karat: 24, page: 2 }, { category_id: 5 })).toEqual({
      category_id: 5,
      sort: 'price_asc',
      karat: 24,
      page: 2,
      per_page: 12,
    });
  });
});
