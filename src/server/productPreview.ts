// A product's link preview (og:image): WhatsApp and Telegram show a JPEG, not WebP, and want it
// wide (1200×630) and small (under 300 KB). Made from the product's first picture on the cream of
// the store's pages, once per product and language-free, and kept (the 200 asked for last).
import sharp from 'sharp';
import { apiClient, API_BASE } from '../shared/api';

const WIDTH = 1200;
const HEIGHT = 630;
const CREAM = { r: 251, g: 248, b: 241 };
const KEPT = 200;
const kept = new Map<number, Promise<Buffer | undefined>>();

/** The picture's bytes: an address of the API's own (/media/…) is asked of the API's origin. */
async function pictureBytes(url: string): Promise<Buffer> {
  // A picture, not a call of the contract: the SDK has no place for it.
  // eslint-disable-next-line no-restricted-globals
  const response = await fetch(new URL(url, API_BASE));
  if (!response.ok) throw new Error(`The picture ${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function makePreview(id: number): Promise<Buffer | undefined> {
  const { data } = await apiClient.GET('/products/{id}', { params: { path: { id } } }).catch(() => ({ data: undefined }));
  const picture = data?.data.media.find((item) => item.type === 'image');
  if (!picture) return undefined;
  const piece = await sharp(await pictureBytes(picture.url))
    .resize({ width: WIDTH, height: HEIGHT, fit: 'contain', background: CREAM })
    .flatten({ background: CREAM })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  return piece;
}

/** The JPEG of `/og/products/<id>.jpg`, or undefined for a product without a picture (or none). */
export function productPreview(id: number): Promise<Buffer | undefined> {
  let preview = kept.get(id);
  if (!preview) {
    preview = makePreview(id);
    // A failure is not kept: the next request tries again.
    preview.then((bytes) => bytes ?? kept.delete(id), () => kept.delete(id));
    kept.set(id, preview);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  }
  return preview.catch(() => undefined);
}

const PREVIEW_PATH = /^\/og\/products\/(\d{1,15})\.jpg$/;

/** The answer to a preview's address, or undefined when the address is not one. */
export async function answerPreview(request: Request): Promise<Response | undefined> {
  const match = PREVIEW_PATH.exec(new URL(request.url).pathname);
  if (!match) return undefined;
  const bytes = await productPreview(Number(match[1]));
  if (!bytes) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  return new Response(new Uint8Array(bytes), {
    headers: { 'content-type': 'image/jpeg', 'content-length': String(bytes.length), 'cache-control': 'public, max-age=86400' },
  });
}
