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
  [/كوبون/, 'القسيمة'],
];

/** Every Arabic text of the contract's examples: what the mock (and so the store) shows as the API's words. */
function contractArabic(): string[] {
  const texts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (/[\u0600-\u06FF]/.test(value)) texts.push(value);
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(JSON.parse(readFileSync(new URL('../../sdk/openapi.json', import.meta.url), 'utf8')));
  return texts;
}

describe('the Arabic catalogs', () => {
  const arabic = names.flatMap((name) => [...readCatalog('ar', name).values()]);

  it.each(VARIANTS)('spell each term one way: not %s but %s', (variant) => {
    expect(arabic.filter((translation) => variant.test(translation))).toEqual([]);
  });

  // The API's own messages sit beside the store's (a refused coupon under the coupon field).
  it.each(VARIANTS)('as the contract’s examples do: not %s but %s', (variant) => {
    expect(contractArabic().filter((text) => variant.test(text))).toEqual([]);
  });
});

// Arabic counts in six forms (CLDR): zero, one, two, few (3–10), many (11–99) and other; "4 قطعة"
// is wrong where "4 قطع" is right. Every counted word goes through Lingui's plural.
const ARABIC_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
/** A number before a counted word, outside a plural: "{quantity} قطعة", "{max} صور". */
const ARABIC_COUNT = /\{\w+\} (قطعة|قطع|منتجا?ت?|طلبا?ت?|ملفا?ت?|صورة|صور|دقيقة|دقائق|ثانية|ثوان|تقييما?ت?|يوم|أيام|حرف|أحرف|أسئلة|سؤال)(?![\u0600-\u06FF])/;
/** The same in English: "{reviewsCount} reviews", "{heldMinutes} minutes". */
const ENGLISH_COUNT = /\{\w+\} (pieces?|items?|products?|orders?|files?|pictures?|minutes?|seconds?|reviews?|(working )?days?|characters?|questions?)\b/;

/** The options of each `{name, plural, …}` of a message: ["zero", "one", …] for each plural. */
function pluralForms(message: string): string[][] {
  const found: string[][] = [];
  for (const start of [...message.matchAll(/\{\w+, plural,/g)].map((match) => match.index + match[0].length)) {
    const forms: string[] = [];
    let depth = 0;
    let word = '';
    for (const char of message.slice(start)) {
      if (char === '{') {
        if (depth === 0) forms.push(word.trim());
        depth++;
      } else if (char === '}') {
        if (depth === 0) break;
        depth--;
        word = '';
      } else if (depth === 0) word += char;
    }
    found.push(forms);
  }
  return found;
}

describe.each(names)('the counts of the catalogs %s', (name) => {
  const ar = [...readCatalog('ar', name)];

  it('are plurals in English', () => {
    expect(ar.map(([id]) => id).filter((id) => ENGLISH_COUNT.test(id))).toEqual([]);
  });

  it('are plurals in Arabic', () => {
    expect(ar.filter(([, translation]) => ARABIC_COUNT.test(translation))).toEqual([]);
  });

  it('give all six Arabic forms', () => {
    const short = ar.filter(([, translation]) => pluralForms(translation).some((forms) => ARABIC_FORMS.some((form) => !forms.includes(form))));
    expect(short).toEqual([]);
  });
});
