// What the request forms send through sdk/upload.ts: its XMLHttpRequest is replaced by one that
// records each call's headers and multipart body (and may ask the mock for another answer), then
// really sends it to the test mock.
import { afterEach, vi } from 'vitest';

export interface SentRequest {
  url: string;
  headers: Record<string, string>;
  body: FormData;
}

export const sentRequests: SentRequest[] = [];
let prefer: string | undefined;

/** Makes the mock answer the request forms' uploads with this preference ('code=422', 'code=500'). */
export function forceUploadAnswer(preference: string): void {
  prefer = preference;
}

class RecordedXhr extends window.XMLHttpRequest {
  private url = '';
  private headers: Record<string, string> = {};
  override open(method: string, url: string | URL) {
    this.url = String(url);
    super.open(method, url);
  }
  override setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
    super.setRequestHeader(name, value);
  }
  override send(body?: Document | XMLHttpRequestBodyInit | null) {
    if (prefer) super.setRequestHeader('Prefer', prefer);
    sentRequests.push({
      url: this.url,
      headers: this.headers,
      body: body as FormData,
    });
    super.send(body);
  }
}

/** Call in a test file's top level: every upload of its tests is recorded. */
export function recordUploads(): void {
  vi.stubGlobal('XMLHttpRequest', RecordedXhr);
  // jsdom has no document.fonts, which the autosizing textareas listen to (a font loaded changes the height).
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener() {}, removeEventListener() {} },
    });
}

afterEach(() => {
  sentRequests.length = 0;
  prefer = undefined;
});

/** The first bytes of each kind the forms take, and of an SVG; any other type is filler bytes. */
const FIRST_BYTES: Record<string, string | number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/webp': 'RIFF\x24\0\0\0WEBPVP8 ',
  'application/pdf': '%PDF-1.7\n',
  'image/svg+xml': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
};

/**
 * A small file of a type, named as given, whose first bytes are those of `content` (the type
 * itself unless told): the forms tell a file's kind by its bytes, not by its name or type.
 */
export function picture(name: string, type = 'image/png', bytes = 2048, content = type): File {
  const body = new Uint8Array(bytes).fill(7);
  const start = FIRST_BYTES[content] ?? [];
  body.set(typeof start === 'string' ? [...start].map((char) => char.charCodeAt(0)) : start);
  return new File([body], name, { type });
}
