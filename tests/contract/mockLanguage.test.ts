// The mock answers in the language of the lang header, and honours Prefer for errors and empties.
import { describe, expect, it } from 'vitest';
import { contract, deref, mockApi } from './contract';

const homeExamples = deref(contract.paths['/home'].get.responses['200']).content['application/json'].examples;
const slideTitles = (body: { data: { sliders: { title: string }[] } }) => body.data.sliders.map((s) => s.title);

async function getHome(headers: Record<string, string>) {
  const response = await fetch(`${mockApi}/home`, { headers });
  return { status: response.status, body: await response.json() };
}

describe('the mock', () => {
  it('answers in Arabic by default', async () => {
    const { body } = await getHome({});
    expect(slideTitles(body)).toEqual(slideTitles(homeExamples.ar.value));
  });

  it('answers in English for lang: en and in Arabic for lang: ar', async () => {
    expect(slideTitles((await getHome({ lang: 'en' })).body)).toEqual(slideTitles(homeExamples.en.value));
    expect(slideTitles((await getHome({ lang: 'ar' })).body)).toEqual(slideTitles(homeExamples.ar.value));
    expect(slideTitles(homeExamples.en.value)).not.toEqual(slideTitles(homeExamples.ar.value));
  });

  it('serves the empty example when asked', async () => {
    const response = await fetch(`${mockApi}/categories`, { headers: { lang: 'en', Prefer: 'example=empty' } });
    expect((await response.json()).data).toEqual([]);
  });

  it('serves a forced error in the language of the request', async () => {
    const forced = deref(contract.paths['/home'].get.responses['500']).content['application/json'].examples;
    const english = await getHome({ lang: 'en', Prefer: 'code=500' });
    expect(english.status).toBe(500);
    expect(english.body.message).toBe(forced.en.value.message);
    const arabic = await getHome({ lang: 'ar', Prefer: 'code=500' });
    expect(arabic.body.message).toBe(forced.ar.value.message);
  });

  it('answers 401 to a signed-in call without a token', async () => {
    const response = await fetch(`${mockApi}/user/profile`, { headers: { lang: 'en' } });
    expect(response.status).toBe(401);
  });

  it('serves the media the examples point at', async () => {
    const product = deref(contract.paths['/products'].get.responses['200']).content['application/json'].examples.en.value.data[0];
    const response = await fetch(new URL(product.media[0].url, mockApi));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });
});
