import type { Rolldown } from 'vite';
import { HERO_POSTER } from '../src/features/home/heroPoster.ts';
import { withImportedChunks } from './chunkGraph.ts';

/**
 * The pages shoppers most often land on: the address (pathname) of each, the module of its route's
 * component (a lazy chunk of its own), the family of pages it belongs to (pages of one family
 * share most of their code), and its first picture when that is always the same.
 */
export const LANDING_PAGES: readonly { page: RegExp; routeModule: RegExp; family: string; picture?: string }[] = [
  { page: /^\/$/, routeModule: routeComponent('index'), family: 'home', picture: HERO_POSTER.url },
  { page: /^\/Store$/, routeModule: routeComponent('Store'), family: 'listing' },
  { page: /^\/category\/[^/]+\/[^/]+$/, routeModule: routeComponent('category.$categoryId.$categoryName'), family: 'listing' },
  { page: /^\/products$/, routeModule: routeComponent('products.index'), family: 'listing' },
  { page: /^\/products\/[^/]+$/, routeModule: routeComponent('products.$productId'), family: 'product' },
];

/** The lazy module TanStack Router's code splitting makes of a route file's component. */
function routeComponent(routeFile: string): RegExp {
  const escaped = routeFile.replace(/[.$]/g, (character) => `\\${character}`);
  return new RegExp(`[\\\\/]src[\\\\/]routes[\\\\/]${escaped}\\.tsx\\?tsr-split=component$`);
}

/** The chunk of a landing page's route component, then every chunk it imports that the first page does not load. */
export function chunksOfLandingPage(routeModule: RegExp, chunks: readonly Rolldown.OutputChunk[]): Rolldown.OutputChunk[] {
  const firstPage = new Set(withImportedChunks(chunks.filter((chunk) => chunk.isEntry), chunks));
  return withImportedChunks(chunks.filter((chunk) => chunk.facadeModuleId && routeModule.test(chunk.facadeModuleId)), chunks).filter((chunk) => !firstPage.has(chunk));
}

/**
 * A script for index.html that, on a landing page, preloads that page's chunks, their stylesheets
 * and its fixed first picture while the app's code downloads. Otherwise the router asks for them
 * only once that code has run, and the page's first render waits two round trips more. Like the
 * app's (scripts/startupHints.ts), each stylesheet is applied once it has arrived: the script runs
 * after PRELOAD_STYLESHEET's code (scripts/preloadStylesheet.ts), in the same inline script.
 */
export function landingPagePreloadScript(chunks: readonly Rolldown.OutputChunk[]): string {
  const firstPageCss = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
  const rules = LANDING_PAGES.map(({ page, routeModule, picture }) => {
    const files = chunksOfLandingPage(routeModule, chunks).flatMap((chunk) => [
      `/${chunk.fileName}`,
      ...[...(chunk.viteMetadata?.importedCss ?? [])].filter((css) => !firstPageCss.has(css)).map((css) => `/${css}`),
    ]);
    return `[${page},${JSON.stringify([...new Set(files), ...(picture ? [picture] : [])])}]`;
  });
  return (
    `try{const p=location.pathname;for(const[r,f]of[${rules.join(',')}])if(r.test(p)){for(const h of f){if(h.endsWith(".css")){preloadStylesheet(h);continue}` +
    `const l=document.createElement("link");if(h.endsWith(".js")){l.rel="modulepreload";l.crossOrigin=""}` +
    `else{l.rel="preload";l.setAttribute("as","image");l.setAttribute("fetchpriority","high")}l.href=h;document.head.append(l)}break}}catch{}`
  );
}
