// The catalogue as the memory answers it: the pieces of the contract's `GET /products` examples
// (one per language, the same ids), each piece's page from `GET /products/{id}`'s examples where
// one describes it, and the category tree of `GET /categories`. A shopper's flags are laid on at
// answer time.
import { example, exampleNames } from './contract.mjs';

export const LANGUAGES = ['ar', 'en'];
const SORTS = ['suggest', 'best_selling', 'price_desc', 'price_asc'];
const DEFAULT_PER_PAGE = 12;

const listed = Object.fromEntries(LANGUAGES.map((lang) => [lang, example('/products', 'get', 200, lang).data]));
const sectionsExample = Object.fromEntries(LANGUAGES.map((lang) => [lang, example('/home_sections', 'get', 200, lang)]));

/** Each language's pieces by id, as lists show them. */
const pieces = Object.fromEntries(LANGUAGES.map((lang) => [lang, new Map(listed[lang].map((product) => [product.id, product]))]));

/** The pages `GET /products/{id}`'s examples describe (a fuller description), per language and id. */
const pages = Object.fromEntries(LANGUAGES.map((lang) => [lang, new Map()]));
for (const name of exampleNames('/products/{id}', 'get', 200)) {
  const details = example('/products/{id}', 'get', 200, name).data;
  pages[languageOfExample(name, details)].set(details.id, details);
}

/** `ar`, `en`, `x-ar`, `x-en`, or a name whose text is Arabic (the house's `custom-text`). */
function languageOfExample(name, data) {
  const match = /(^|-)(ar|en)$/.exec(name);
  if (match) return match[2];
  return /[\u0600-\u06FF]/.test(data.title) ? 'ar' : 'en';
}

export const productIds = listed.en.map((product) => product.id);
export const knowsProduct = (id) => pieces.en.has(id);

/** A piece as lists show it, in a language (no shopper's flags yet). */
export function pieceOf(id, lang) {
  return structuredClone(pieces[lang].get(id));
}

/**
 * A piece as its page shows it: its own page's example where the contract has one, else the
 * piece with its description as a paragraph (the page's description is HTML).
 */
export function pageOf(id, lang) {
  const piece = pieceOf(id, lang);
  const page = pages[lang].get(id);
  return page ? { ...piece, ...structuredClone(page) } : { ...piece, description: `<p>${piece.description}</p>` };
}

/** Category id → the ids of it and every category inside it. */
const categoryFamilies = new Map();
(function walk(categories) {
  for (const category of categories) {
    const family = [category.id];
    const collect = (inner) => inner.forEach((child) => (family.push(child.id), collect(child.categories ?? [])));
    collect(category.categories ?? []);
    categoryFamilies.set(category.id, family);
    walk(category.categories ?? []);
  }
})(example('/categories', 'get', 200, 'en').data);

/** Best sellers first (the home page's section), then the rest in the catalogue's order. */
const bestSelling = (() => {
  const section = sectionsExample.en.data.find((s) => s.key === 'best_sellers');
  const first = section ? section.products.map((p) => p.id) : [];
  return [...first, ...productIds.filter((id) => !first.includes(id))];
})();

const sorters = {
  suggest: () => 0,
  best_selling: (a, b) => bestSelling.indexOf(a.id) - bestSelling.indexOf(b.id),
  price_desc: (a, b) => b.price - a.price,
  price_asc: (a, b) => a.price - b.price,
};

/**
 * A text as shoppers type Arabic: without case, tashkeel or tatweel; every hamza'd alif a bare alif,
 * taa marbuta as haa, alif maqsura as yaa, and Arabic-Indic digits as 0-9. So "سلسلة" and "سلسله"
 * read the same, and "أقراط" and "اقراط".
 */
export function folded(text, lang) {
  return text
    .toLocaleLowerCase(lang)
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

const wordsOf = (text, lang) => folded(text, lang).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * A word, and the word without the Arabic article ("ال", "وال", "بال", "لل"…): "سلسله" finds
 * "السلسلة", and "السلسلة" finds "سلسلة".
 */
const formsOf = (word) => {
  const bare = /^(?:[وفبك]?ال|لل)(.{2,})$/.exec(word)?.[1];
  return bare ? [word, bare] : [word];
};

/**
 * Whether a piece answers a search: every word of the query starts a word of its title or
 * subtitle (a whole word or its beginning, never its middle: "ring" is not "earrings").
 */
function answersSearch(piece, search, lang) {
  const words = wordsOf(`${piece.title} ${piece.subtitle}`, lang).flatMap(formsOf);
  return wordsOf(search, lang).every((wanted) => formsOf(wanted).some((form) => words.some((word) => word.startsWith(form))));
}

/**
 * `GET /products`: filtered by `search` (each word in the title or subtitle, in the shopper's
 * language, as folded() reads Arabic), `category_id` (with the categories inside it) and `karat`,
 * sorted, paged.
 * @param {URLSearchParams} query
 */
export function listPieces(query, lang) {
  const search = query.get('search') ?? '';
  const categoryId = Number(query.get('category_id'));
  const karat = Number(query.get('karat'));
  const sort = SORTS.includes(query.get('sort')) ? query.get('sort') : 'suggest';
  const family = query.has('category_id') ? (categoryFamilies.get(categoryId) ?? [categoryId]) : undefined;
  const found = [...pieces[lang].values()]
    .filter((piece) => answersSearch(piece, search, lang))
    .filter((piece) => !family || family.includes(piece.category.id))
    .filter((piece) => !query.has('karat') || piece.karat === karat)
    .sort(sorters[sort]);
  const perPage = Number(query.get('per_page')) || DEFAULT_PER_PAGE;
  const page = Number(query.get('page')) || 1;
  return {
    ids: found.slice((page - 1) * perPage, page * perPage).map((piece) => piece.id),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(found.length / perPage)), per_page: perPage, total: found.length },
  };
}

/** Up to four other pieces: the same category first, then the same karat, then the rest. */
export function relatedIds(id) {
  const piece = pieces.en.get(id);
  const score = (other) => (other.category.id === piece.category.id ? 0 : other.karat === piece.karat ? 1 : 2);
  return [...pieces.en.values()]
    .filter((other) => other.id !== id)
    .sort((a, b) => score(a) - score(b))
    .slice(0, 4)
    .map((other) => other.id);
}

/** The home page's sections (titles from the examples), each with its pieces' ids. */
export function homeSections(lang) {
  return sectionsExample[lang].data.map((section) => ({ ...section, productIds: section.products.map((p) => p.id) }));
}
