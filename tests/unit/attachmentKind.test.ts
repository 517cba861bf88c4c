// A request attachment's kind comes from its first bytes, never from its name or its MIME type.
import { describe, expect, it } from 'vitest';
import { attachmentKind, kindOfBytes } from '../../src/features/requests/attachmentKind';
import { MAX_ATTACHMENT_BYTES, screenAttachments } from '../../src/features/requests/attachmentRules';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)));

const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF');
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d], 'IHDR');
const WEBP = bytes('RIFF', [0x24, 0x00, 0x00, 0x00], 'WEBPVP8 ');
const PDF = bytes('%PDF-1.7\n%âãÏÓ');
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');

const file = (content: Uint8Array<ArrayBuffer>, name: string, type: string) => new File([content], name, { type });

describe('attachmentKind', () => {
  it.each([
    ['jpeg', JPEG, 'ring.jpg', 'image/jpeg'],
    ['png', PNG, 'ring.png', 'image/png'],
    ['webp', WEBP, 'ring.webp', 'image/webp'],
    ['pdf', PDF, 'invoice.pdf', 'application/pdf'],
  ] as const)('tells a %s by its first bytes', async (kind, content, name, type) => {
    expect(await attachmentKind(file(content, name, type))).toBe(kind);
  });

  it('does not take an SVG, whatever it is called', async () => {
    expect(await attachmentKind(file(SVG, 'sketch.svg', 'image/svg+xml'))).toBe('unknown');
    expect(await attachmentKind(file(SVG, 'sketch.png', 'image/png'))).toBe('unknown');
  });

  it('takes a PNG named .svg: its bytes are a PNG', async () => {
    expect(await attachmentKind(file(PNG, 'ring.svg', 'image/svg+xml'))).toBe('png');
  });

  it('does not take what only starts like one of them, nor an empty file', async () => {
    expect(kindOfBytes(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBe('unknown');
    expect(kindOfBytes(bytes('RIFF'))).toBe('unknown');
    expect(kindOfBytes(PNG.slice(0, 7))).toBe('unknown');
    expect(kindOfBytes(bytes('%PDF'))).toBe('unknown');
    expect(kindOfBytes(bytes([0xff, 0xd8]))).toBe('unknown');
    expect(await attachmentKind(file(new Uint8Array(), 'empty.jpg', 'image/jpeg'))).toBe('unknown');
  });
});

describe('screenAttachments', () => {
  it('keeps the files whose bytes are taken and refuses the rest by name, with the reason', async () => {
    const kept = file(PNG, 'front.png', 'image/png');
    const { kept: files, refused } = await screenAttachments(
      [kept],
      [
        file(SVG, 'sketch.png', 'image/png'),
        file(PDF, 'invoice.pdf', 'application/pdf'),
        file(PNG, 'side.svg', 'image/svg+xml'),
        new File([JPEG, new Uint8Array(MAX_ATTACHMENT_BYTES)], 'huge.jpg', { type: 'image/jpeg' }),
      ],
    );
    expect(files.map((f) => f.name)).toEqual(['front.png', 'invoice.pdf', 'side.svg']);
    expect(refused).toEqual([
      { name: 'sketch.png', reason: 'type' },
      { name: 'huge.jpg', reason: 'size' },
    ]);
  });
});
