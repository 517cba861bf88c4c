import { describe, expect, it } from 'vitest';
import { preferFor } from '../../mocks/server.mjs';

describe('the mock maps the lang header to a Prism example', () => {
  it.each([
    [{ lang: 'en' }, 'example=en'],
    [{ lang: 'ar' }, 'example=ar'],
    [{}, 'example=ar'],
    [{ lang: 'fr' }, 'example=ar'],
    [{ lang: 'en', prefer: 'code=401' }, 'code=401, example=en'],
    [{ lang: 'en', prefer: 'example=empty' }, 'example=empty'],
    [{ lang: 'ar', prefer: 'code=422, example=unverified' }, 'code=422, example=unverified'],
    // Prism's generated data (npm run fuzz): an added example would win over it.
    [{ lang: 'en', prefer: 'dynamic=true, seed=7' }, 'dynamic=true, seed=7'],
    [{ lang: 'ar', prefer: 'dynamic=false' }, 'dynamic=false, example=ar'],
  ])('%o → %s', (headers, expected) => {
    expect(preferFor(headers)).toBe(expected);
  });
});
