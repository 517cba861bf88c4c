// @vitest-environment jsdom
// jsdom's XMLHttpRequest makes real HTTP calls, here to the test mock (Prism validates the multipart body).
import { describe, expect, it } from 'vitest';
import { ApiError, createUploader, toFormData, type Language, type MultipartBody } from '../../sdk';

const baseUrl = `http://127.0.0.1:${process.env.TEST_MOCK_PORT}/api/v1`;

/** A PNG by its first bytes (the mock, as the backend, tells a file's kind by them). */
const picture = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], name, {
    type: 'image/png',
  });

/** An SVG that says it is a PNG: its name and type lie, its bytes do not. */
const svgAsPng = (name: string) => new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], name, { type: 'image/png' });

const request = (): MultipartBody<'/maintenance-requests'> => ({
  name: 'Mohammed Alqahtani',
  phone: '+966501234567',
  email: 'mohammed@goldstore.example',
  type: 'custom',
  custom_type: 'Resize the ring',
  details: 'A 21K ring that is too small.',
  notes: 'Riyadh branch',
  attachments: [picture('ring-front.png'), picture('ring-side.png')],
});

/** An uploader for a guest or a shopper, remembering the headers each call set. */
function uploader({ language = 'en' as Language, token = undefined as string | undefined } = {}) {
  const headers: Record<string, string>[] = [];
  class WatchedXhr extends XMLHttpRequest {
    private sent: Record<string, string> = {};
    override setRequestHeader(name: string, value: string) {
      this.sent[name] = value;
      super.setRequestHeader(name, value);
    }
    override send(body?: Document | XMLHttpRequestBodyInit | null) {
      headers.push(this.sent);
      super.send(body);
    }
  }
  const upload = createUploader({
    baseUrl,
    getLanguage: () => language,
    getToken: () => token,
    XMLHttpRequest: WatchedXhr,
  });
  return { upload, headers };
}

describe('toFormData', () => {
  it('sends arrays as repeated parts, files with their names, and leaves out what is missing', () => {
    const form = toFormData({ ...request(), notes: undefined });
    expect(form.get('type')).toBe('custom');
    expect(form.has('notes')).toBe(false);
    const files = form.getAll('attachments') as File[];
    expect(files.map((file) => file.name)).toEqual(['ring-front.png', 'ring-side.png']);
  });
});

describe('createUploader', () => {
  it('posts a multipart request the contract accepts, in the language, reporting progress up to 1', async () => {
    const { upload, headers } = uploader({ language: 'ar' });
    const progress: number[] = [];
    const answer = await upload('/maintenance-requests', request(), {
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(answer.data.reference).toMatch(/^MNT-2025-\d{6}$/);
    expect(answer.message).toMatch(/طلب الصيانة/);
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((fraction) => fraction >= 0 && fraction <= 1)).toBe(true);
    expect(headers[0]).toMatchObject({ lang: 'ar' });
    expect(headers[0]).not.toHaveProperty('Authorization');
  });

  it('adds Authorization and JWT for a signed-in shopper', async () => {
    const { upload, headers } = uploader({ token: 'shopper-token' });
    await upload('/design-requests', {
      name: 'Noura',
      phone: '0501234567',
      email: 'noura@goldstore.example',
      details: 'A name necklace',
    });
    expect(headers[0]).toMatchObject({
      lang: 'en',
      Authorization: 'Bearer shopper-token',
      JWT: 'shopper-token',
    });
  });

  it('turns a 422 into an ApiError with the field errors, as the store client does', async () => {
    const { upload } = uploader();
    const error: unknown = await upload('/maintenance-requests', request(), {
      headers: { Prefer: 'code=422' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).message).toBe('The given data was invalid.');
    expect((error as ApiError).firstFieldError('custom_type')).toBe('The custom type field is required when type is custom.');
  });

  it.each([
    ['en', 'The attachment must be a file of type jpg, png, webp or pdf.'],
    ['ar', 'يجب أن يكون المرفق ملفًا من نوع jpg أو png أو webp أو pdf.'],
  ] as const)('refuses an attachment whose bytes are not JPEG, PNG, WebP or PDF, naming its place (%s)', async (language, message) => {
    const { upload } = uploader({ language });
    const error: unknown = await upload('/design-requests', {
      name: 'Noura',
      phone: '0501234567',
      email: 'noura@goldstore.example',
      details: 'A name necklace',
      attachments: [picture('front.png'), svgAsPng('sketch.png'), svgAsPng('side.png')],
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).firstFieldError('attachments.0')).toBeUndefined();
    expect((error as ApiError).firstFieldError('attachments.1')).toBe(message);
    expect((error as ApiError).firstFieldError('attachments.2')).toBe(message);
  });

  it('turns a body the contract refuses (custom without its description) into a 422', async () => {
    const { upload } = uploader();
    const error: unknown = await upload('/maintenance-requests', {
      ...request(),
      custom_type: undefined,
    }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(422);
  });

  it('turns a 500 into an ApiError of status 500', async () => {
    const { upload } = uploader();
    const error: unknown = await upload(
      '/design-requests',
      {
        name: 'Noura',
        phone: '0501234567',
        email: 'n@goldstore.example',
        details: 'A necklace',
      },
      {
        headers: { Prefer: 'code=500' },
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
  });

  it('turns a network failure into an ApiError of status 0', async () => {
    const upload = createUploader({
      baseUrl: 'http://127.0.0.1:9/api/v1',
      getLanguage: () => 'en',
      getToken: () => undefined,
    });
    const error: unknown = await upload('/maintenance-requests', request()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });

  it('stops when aborted, with an ApiError of status 0', async () => {
    const { upload } = uploader();
    const controller = new AbortController();
    const sending = upload('/maintenance-requests', request(), {
      signal: controller.signal,
    });
    controller.abort();
    const error: unknown = await sending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });
});
