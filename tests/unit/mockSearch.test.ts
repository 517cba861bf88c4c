// The mock's search (GET /products?search=…) reads a query as shoppers type it: Arabic folded
// (hamza, taa marbuta, alif maqsura, tashkeel, tatweel, Arabic-Indic digits), each word on its own
// and from the start of a word. And the catalogue's rings, with their sizes and pictures.
import { describe, expect, it } from 'vitest';
import { createMemory } from '../../mocks/memory/index.mjs';

/* eslint-disable @typescript-eslint/no-explicit-any -- the memory's answers are read as plain JSON */

const memory = createMemory();
const get = (url: string, lang: string) => memory.answer({ method: 'GET', url, headers: { lang } }) as Promise<{ status: number; body: any }>;
const found = async (search: string, lang: string) => (await get(`/products?per_page=100&search=${encodeURIComponent(search)}`, lang)).body.data.map((p: any) => p.id);

describe('search', () => {
  it.each([
    ['taa marbuta typed as haa: "سلسله" finds the chain (سلسلة)', 'سلسله', [108]],
    ['the article: "السلسلة" finds the chain (سلسلة)', 'السلسلة', [108]],
    ['hamza left off: "اقراط" finds the earrings (أقراط)', 'اقراط', [106, 107]],
    ['hamza left off inside a phrase: "الماس" finds the diamond ring (ألماس)', 'الماس', [114]],
    ['tashkeel typed: "السِّلْسِلَة" finds the chain', 'السِّلْسِلَة', [108]],
    ['tatweel typed: "خـــاتم" finds the rings', 'خـــاتم', [113, 114, 115]],
    ['yaa for alif maqsura: "علي حلقه" finds the ring "على حلقة رفيعة"', 'علي حلقه', [114]],
    ['Arabic-Indic digits: "خاتم ٢١" finds the 21K rings', 'خاتم ٢١', [113, 115]],
    ['Eastern Arabic-Indic digits: "خاتم ۱۸" finds the 18K ring', 'خاتم ۱۸', [114]],
  ])('in Arabic, %s', async (_, search, ids) => {
    expect(await found(search as string, 'ar')).toEqual(ids);
  });

  it.each([
    ['"ring" finds the rings, not the earrings (whole words or their starts, never their middles)', 'ring', [113, 114, 115]],
    ['each word on its own, in any order: "bar gold" finds the gold bars', 'bar gold', [101, 102, 103]],
    ['every word must match: "ring 18k" is the 18K ring only', 'ring 18k', [114]],
  ])('in English, %s', async (_, search, ids) => {
    expect(await found(search as string, 'en')).toEqual(ids);
  });

});

describe('the rings', () => {
  it('are a sub-category of Jewellery, 18K and 21K, each with its size and several pictures', async () => {
    const rings = (await get('/products?category_id=8', 'en')).body.data;
    expect(rings.map((ring: any) => [ring.id, ring.karat, ring.size, ring.media.length])).toEqual([
      [113, 21, 18, 3],
      [114, 18, 14, 2],
      [115, 21, 16, 2],
    ]);
    expect(rings.every((ring: any) => ring.category.title === 'Rings')).toBe(true);
    expect((await get('/products?category_id=3&per_page=100', 'en')).body.data.map((p: any) => p.id)).toEqual(expect.arrayContaining([113, 114, 115]));
    expect((await get('/products/113', 'ar')).body.data.category.title).toBe('الخواتم');
    // Found by their name in the shopper's language only.
    expect(await found('خاتم', 'ar')).toEqual([113, 114, 115]);
    expect(await found('خاتم', 'en')).toEqual([]);
  });

  it('gives the rope chain and the pearl earrings a second picture for their page', async () => {
    for (const id of [106, 108]) {
      const { media } = (await get(`/products/${id}`, 'en')).body.data;
      expect(media.map((m: any) => m.url)).toEqual([expect.stringMatching(/^\/media\/products\/[\w-]+\.webp$/), expect.stringMatching(/-detail\.webp$/)]);
    }
  });
});
