import { describe, expect, it } from 'vitest';
import { distinctOffers, instalmentSplits, type PaymentMethodOffer } from '../../src/features/payment-methods';
import { contract, deref } from '../contract/contract';

// The contract's methods (openapi/payments.yaml): Tabby 10–10,000 SAR in 4, Tamara 50–20,000 in 3,
// and four ways to pay at once, which have no split.
const methods = deref(contract.paths['/payment-methods'].get.responses['200'].content['application/json'].examples.en).value.data as PaymentMethodOffer[];
const split = (amount: number) => instalmentSplits(methods, amount).map(({ key, count, each }) => [key, count, each]);

describe('instalmentSplits', () => {
  it('splits an amount by every provider that takes it, in the backend order, to the halala', () => {
    expect(split(5390.25)).toEqual([
      ['tabby', 4, 1347.56],
      ['tamara', 3, 1796.75],
    ]);
    expect(instalmentSplits(methods, 100)[0]).toEqual({ key: 'tabby', name: 'Tabby', count: 4, each: 25 });
    // 13,300 / 3 = 4,433.333…
    expect(split(13300)).toEqual([['tamara', 3, 4433.33]]);
  });

  it('holds the limits inclusive', () => {
    expect(split(10)).toEqual([['tabby', 4, 2.5]]);
    expect(split(9.99)).toEqual([]);
    expect(split(10000)).toEqual([
      ['tabby', 4, 2500],
      ['tamara', 3, 3333.33],
    ]);
    expect(split(10000.01)).toEqual([['tamara', 3, 3333.34]]);
    expect(split(20000)).toEqual([['tamara', 3, 6666.67]]);
    expect(split(20000.01)).toEqual([]);
  });

  it('splits nothing for nothing, and nothing by a provider without limits or count', () => {
    const open: PaymentMethodOffer = { ...methods.find((method) => method.key === 'tabby')!, min_total: null, max_total: null };
    expect(instalmentSplits([open], 0)).toEqual([]);
    expect(instalmentSplits([open], 1_000_000)).toHaveLength(1);
    expect(instalmentSplits([{ ...open, instalments: null }], 100)).toEqual([]);
    expect(instalmentSplits([], 100)).toEqual([]);
  });

  it('names each method once when the backend lists one twice (React keys them by it)', () => {
    const twice = [...methods, { ...methods[0]!, name: 'Again' }];
    expect(distinctOffers(twice)).toEqual(methods);
    expect(split(5390.25)).toEqual(instalmentSplits(twice, 5390.25).map(({ key, count, each }) => [key, count, each]));
  });
});
