// Every message the app shows exists in Arabic and in English.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** msgid → msgstr of a .po file (continuation lines joined). */
function readCatalog(language: string, name: string): Map<string, string> {
  const text = readFileSync(new URL(`../../src/locales/${language}/${name}.po`, import.meta.url), 'utf8');
  const entries = new Map<string, string>();
  for (const block of text.split(/\n\s*\n/)) {
    const field = (name: string) => {
      const match = block.match(new RegExp(`^${name} ("(?:[^"\\\\]|\\\\.)*"(?:\\n"(?:[^"\\\\]|\\\\.)*")*)`, 'm'));
      return match ? [...match[1]!.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).join('') : undefined;
    };
    const id = field('msgid');
    if (id) entries.set(id, field('msgstr') ?? '');
  }
  return entries;
}

// The app's catalog and the buying screens' (lingui.config.ts), each in both languages.
const names = readdirSync(new URL('../../src/locales/en/', import.meta.url)).map((file) => file.replace(/\.po$/, ''));

describe.each(names)('the translation catalogs %s', (name) => {
  const ar = readCatalog('ar', name);
  const en = readCatalog('en', name);

  it('hold the same messages', () => {
    expect([...ar.keys()].sort()).toEqual([...en.keys()].sort());
    expect(ar.size).toBeGreaterThan(0);
  });

  it.each([
    ['ar', ar],
    ['en', en],
  ] as const)('translate every message into %s', (_, catalog) => {
    const missing = [...catalog].filter(([, translation]) => translation.trim() === '').map(([id]) => id);
    expect(missing).toEqual([]);
  });

  it('really translate into Arabic', () => {
    const untranslated = [...ar].filter(([id, translation]) => /[A-Za-z]/.test(id) && !/[\u0600-\u06FF]/.test(translation)).map(([id]) => id);
    expect(untranslated).toEqual([]);
  });
});

// One Arabic word for each term, across every catalog: the spelling the store chose, never its
// variant (a Latin g is ج, as Saudi shoppers write it: جرام, ميجابايت; a category is قسم).
const VARIANTS: [variant: RegExp, chosen: string][] = [
  [/ميغا/, 'ميجابايت'],
  [/غرام/, 'جرام'],
  [/إنستغرام|انستغرام/, 'إنستجرام'],
  [/الفئة|الفئات|فئة/, 'القسم، الأقسام'],
  [/تبويب جديد\)/, 'علامة تبويب جديدة'],
  [/الهاتف/, 'الجوال'],
];

describe('the Arabic catalogs', () => {
  const arabic = names.flatMap((name) => [...readCatalog('ar', name).values()]);

  it.each(VARIANTS)('spell each term one way: not %s but %s', (variant) => {
    expect(arabic.filter((translation) => variant.test(translation))).toEqual([]);
  });
});
