import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Language } from '../../sdk';
import { categoryLinkParams, type Category } from '../features/catalogue';
import type { SiteSettings } from '../features/settings';

const STORE_NAME = msg`Gold Store`;
const STORE_DESCRIPTION = msg`Gold bars, coins, earrings, chains and bracelets in karat 18, 21 and 24, at today's gold price. All prices in Saudi riyals, VAT included.`;

/** What a page says of itself to link previews and search engines. */
export interface PageSeo {
  /** The page's own title; the store's name follows it ("title | Gold Store"). */
  title?: string;
  description?: string;
  /** An absolute or root-relative address of the preview picture. */
  image?: string;
}

/** What a page's head knows of its request (the router's context): its words, language and the store's origin. */
export interface PageContext {
  i18n: I18n;
  language: Language;
  origin: string;
}

/** "title | Gold Store" in the page's language; the store's name alone (the fixed fallback) without a title. */
export function tabTitle(i18n: I18n, title?: string): string {
  const store = i18n._(STORE_NAME);
  return title ? `${title} | ${store}` : store;
}

/**
 * The address of a page in a language (its canonical there). Arabic is the store's default (no
 * cookie, as for a crawler): the bare address; English has `?lang=en`, which also makes it the
 * shopper's choice.
 */
export function addressIn(origin: string, pathname: string, language: Language): string {
  return `${origin}${pathname}${language === 'en' ? '?lang=en' : ''}`;
}

/**
 * A page's address in each language, and x-default (the Arabic) for a reader of neither: its
 * hreflang alternates, for the page's head and the sitemap (src/server/sitemap.ts). A category's
 * pathname differs by language (its name is its own in each), so it may be given per language.
 */
export function languageAlternates(origin: string, pathname: string | Record<Language, string>) {
  const pathIn = (language: Language) => (typeof pathname === 'string' ? pathname : pathname[language]);
  return [
    { hrefLang: 'ar', href: addressIn(origin, pathIn('ar'), 'ar') },
    { hrefLang: 'en', href: addressIn(origin, pathIn('en'), 'en') },
    { hrefLang: 'x-default', href: addressIn(origin, pathIn('ar'), 'ar') },
  ];
}

/** The store's preview picture, for pages without one of their own. */
const DEFAULT_IMAGE = '/images/og-store.jpg';

const absolute = (origin: string, address: string) => (/^https?:/.test(address) ? address : `${origin}${address}`);

/**
 * The meta tags of a page: title, description, Open Graph and Twitter. The root gives
 * every page the store's; a route with more to say returns its own, which win (the router keeps the
 * deepest route's tag of each name).
 */
export function pageMeta({ i18n, language, origin }: PageContext, pathname: string, seo: PageSeo) {
  const title = tabTitle(i18n, seo.title);
  const description = seo.description ?? i18n._(STORE_DESCRIPTION);
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: i18n._(STORE_NAME) },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: addressIn(origin, pathname, language) },
    { property: 'og:locale', content: language === 'ar' ? 'ar_SA' : 'en_US' },
    { property: 'og:locale:alternate', content: language === 'ar' ? 'en_US' : 'ar_SA' },
    { property: 'og:image', content: absolute(origin, seo.image ?? DEFAULT_IMAGE) },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

/**
 * A head script of JSON (`type`: structured data, the page's configuration). `<` is written as its
 * JSON escape, so no text (a title from the API with "</script>") can end the script early.
 */
export function jsonScript(type: string, value: unknown, id?: string) {
  return { type, ...(id ? { id } : {}), children: JSON.stringify(value).replace(/</g, '\\u003c') };
}

/** The page's structured data, one script per object. */
export function jsonLdScripts(...data: object[]) {
  return data.map((item) => jsonScript('application/ld+json', item));
}

/** The page's canonical address and its address in each language (the root's, once per page). */
export function languageLinks({ language, origin }: PageContext, pathname: string | Record<Language, string>) {
  return [
    { rel: 'canonical', href: addressIn(origin, typeof pathname === 'string' ? pathname : pathname[language], language) },
    ...languageAlternates(origin, pathname).map((alternate) => ({ rel: 'alternate', ...alternate })),
  ];
}

/** The store as schema.org's Organization, from its general settings. */
export function storeOrganization({ i18n, origin }: PageContext, settings: SiteSettings | undefined): object {
  const { email, phone, location } = settings?.general ?? {};
  const profiles = Object.values(settings?.socials ?? {}).filter((link): link is string => Boolean(link && /^https?:/.test(link)));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: i18n._(STORE_NAME),
    url: `${origin}/`,
    logo: `${origin}/logo.webp`,
    ...(email ? { email } : {}),
    ...(phone ? { telephone: phone } : {}),
    ...(location && /^https?:/.test(location) ? { hasMap: location } : {}),
    ...(profiles.length ? { sameAs: profiles } : {}),
  };
}

/** A category's pathname in the language of its title, as the router writes it: /category/{id}/{title}. */
export function categoryPathname(category: Pick<Category, 'id' | 'title'>): string {
  const { categoryId, categoryName } = categoryLinkParams(category);
  return `/category/${categoryId}/${encodeURIComponent(categoryName)}`;
}

const HOME = msg`Home`;
const STORE = msg`Store`;

/**
 * A page's place in the store as schema.org's BreadcrumbList: home, store, the categories of
 * `path` from the top, and `last` (a product) when given.
 */
export function breadcrumbs({ i18n, origin }: PageContext, path: Pick<Category, 'id' | 'title'>[], last?: { name: string; item: string }): object {
  const crumbs = [
    { name: i18n._(HOME), item: `${origin}/` },
    { name: i18n._(STORE), item: `${origin}/Store` },
    ...path.map((category) => ({ name: category.title, item: `${origin}${categoryPathname(category)}` })),
    ...(last ? [last] : []),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
  };
}
