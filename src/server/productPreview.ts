// A product's link preview (og:image): WhatsApp and Telegram show a JPEG, not WebP, and want it
// wide (1200×630) and small (under 300 KB). Made from the product's first picture on the cream of
// the store's pages, once per product and language-free, and kept (the 200 asked for last).
// Making one costs ~100 ms of CPU, so the work is bounded: only for a product the API has, at most
// two at once (the rest wait their turn), and a product the API does not have is remembered as
// missing for a minute. nginx limits how often one address may ask (deploy/).
import sharp from 'sharp';
import { isApiError } from '../../sdk';
import { apiClient, API_BASE } from '../shared/api';
import { serverConfig } from './config';

const WIDTH = 1200;
const HEIGHT = 630;
const CREAM = { r: 251, g: 248, b: 241 };
const KEPT = 200;
const AT_ONCE = 2;
const MISSING_FOR_MS = 60_000;

const kept = new Map<number, Promise<Buffer | undefined>>();
const missingUntil = new Map<number, number>();

/** At most AT_ONCE previews are made at a time; the others wait for a turn. */
let making = 0;
const turns: (() => void)[] = [];
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (making >= AT_ONCE) await new Promise<void>((resolve) => turns.push(resolve));
  making++;
  try {
    return await work();
  } finally {
    making--;
    turns.shift()?.();
  }
}

/** The picture's bytes: an address of the API's own (/media/…) is asked of the API's origin. */
async function pictureBytes(url: string): Promise<Buffer> {
  // A picture, not a call of the contract: the SDK has no place for it.
  // eslint-disable-next-line no-restricted-globals
  const response = await fetch(new URL(url, API_BASE), { signal: AbortSignal.timeout(serverConfig.callTimeoutMs) });
  if (!response.ok) throw new Error(`The picture ${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function makePreview(id: number): Promise<Buffer | undefined> {
  const answer = await apiClient.GET('/products/{id}', { params: { path: { id } } }).catch((error: unknown) => {
    if (isApiError(error) && error.status === 404) {
      missingUntil.set(id, Date.now() + MISSING_FOR_MS);
      if (missingUntil.size > KEPT) missingUntil.delete(missingUntil.keys().next().value!);
    }
    throw error;
  });
  const picture = answer.data?.data.media.find((item) => item.type === 'image');
  if (!picture) return undefined;
  const bytes = await pictureBytes(picture.url);
  return inTurn(() =>
    sharp(bytes)
      .resize({ width: WIDTH, height: HEIGHT, fit: 'contain', background: CREAM })
      .flatten({ background: CREAM })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer(),
  );
}

/** The JPEG of `/og/products/<id>.jpg`, or undefined for a product without a picture (or none). */
function productPreview(id: number, now = Date.now()): Promise<Buffer | undefined> {
  if ((missingUntil.get(id) ?? 0) > now) return Promise.resolve(undefined);
  missingUntil.delete(id);
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
  if (!bytes) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain', 'cache-control': 'public, max-age=60' } });
  return new Response(new Uint8Array(bytes), {
    headers: { 'content-type': 'image/jpeg', 'content-length': String(bytes.length), 'cache-control': 'public, max-age=86400' },
  });
}
