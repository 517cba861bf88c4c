import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { earlyCallScript } from './earlyCallScript.ts';
import { landingPagePreloadScript } from './landingPages.ts';
import { PRELOAD_STYLESHEET } from './preloadStylesheet.ts';

/** A stylesheet link as Vite writes it into index.html; its address. */
const STYLESHEET_LINK = /\s*<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g;

/** Loads the number-formatting data in the first idle moment (see startupHints below). */
const warmNumberFormat = `(window.requestIdleCallback||setTimeout)(()=>new Intl.NumberFormat().format(0));`;

/**
 * Changes to the built index.html so the first paint and the downloads the app needs before its
 * first render all start at once, instead of one after the other:
 * - The app's stylesheets are preloaded, not linked. A linked stylesheet holds back every paint, but
 *   the HTML paints only its preloader, which is styled inline. Each is applied as soon as it has
 *   arrived, so the browser parses it while the app's code still downloads, not between that code
 *   and the first render (~20 ms on a fast machine, four times that on a phone);
 *   `src/app/stylesheets.ts` waits for them before React renders, so the app is never shown
 *   unstyled. Their fetch priority is low, as that first paint does not need them: at the highest,
 *   Lighthouse counted them in it (~0.1 s). The inline script adds them (scripts/preloadStylesheet.ts:
 *   the CSP allows no inline event handler), first, as a landing page's stylesheets must come after
 *   the app's: Mantine's rules share one layer, where the later wins, and a page's components build
 *   on the app's.
 * - The catalog of the stored language is preloaded with the app's code. Otherwise it is requested
 *   only once that code has run (`activateLanguage`), a whole round trip later.
 * - The preloader's logo is drawn inline. As an image it waits for a connection behind the app's
 *   code, and the first contentful paint waits with it.
 * - The call the first page waits for starts at once (src/shared/earlyCall.ts).
 * - On a landing page, that page's chunks and fixed first picture are preloaded
 *   (scripts/landingPages.ts), so they arrive with the app's code, not after it has run.
 * - The browser's number-formatting data is loaded while the app's code downloads (the main thread
 *   is idle then). The first Intl.NumberFormat of a page loads it, ~20 ms here and four times that
 *   on a phone, and Lingui makes one for every plural message, the first ones in the first render.
 * - The four Tajawal fonts are preloaded: every page in either language uses all four. Found only
 *   once text in them renders, they arrived one by one while the page was on screen, and each
 *   arrival laid the whole page out again (three full layouts on the home page, ~60 ms on a fast
 *   machine, four times that on a phone).
 */
export function startupHints(): Plugin {
  let apiBase = '/api/v1';
  return {
    name: 'startup-hints',
    apply: 'build',
    configResolved(config) {
      apiBase = config.env.VITE_API_BASE_URL || apiBase;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((file) => file.type === 'chunk');
        const catalogs: Record<string, string> = {};
        const fonts: string[] = [];
        for (const chunk of Object.values(bundle ?? {})) {
          if (chunk.type === 'asset' && /\/tajawal-.+\.woff2$/.test(`/${chunk.fileName}`)) fonts.push(`/${chunk.fileName}`);
          const language = chunk.type === 'chunk' && chunk.facadeModuleId?.match(/\/locales\/(\w+)\/messages\.po$/)?.[1];
          if (language) catalogs[language] = `/${chunk.fileName}`;
        }
        // Same rule as getStoredLanguage(): Arabic unless English was chosen.
        const preloadCatalog = `try{const c=${JSON.stringify(catalogs)},l=document.createElement("link");l.rel="modulepreload";l.href=c[localStorage.getItem("language")]||c.ar;document.head.append(l)}catch{}`;
        const stylesheets = [...html.matchAll(STYLESHEET_LINK)].map((link) => link[1]!);
        return html
          .replace(/<img src="\/logo\.svg"[^>]*>/, inlineLogo)
          .replace(STYLESHEET_LINK, '')
          .replace('</head>', `${fonts.map((font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${font}">`).join('')}\n  </head>`)
          // Before the app's code, so the catalog is not queued behind it.
          .replace(
            '<script type="module"',
            `<script>${PRELOAD_STYLESHEET}${JSON.stringify(stylesheets)}.forEach(preloadStylesheet);${preloadCatalog}${warmNumberFormat}${earlyCallScript(apiBase)}${landingPagePreloadScript(chunks)}</script>\n    <script type="module"`,
          );
      },
    },
  };
}

/** public/logo.svg as the preloader's decorative 150 × 50 logo (the preloader itself is labelled). */
function inlineLogo(): string {
  const svg = readFileSync(new URL('../public/logo.svg', import.meta.url), 'utf8').trim();
  return svg.replace(/^<svg[^>]*>/, (tag) =>
    tag.replace(/\s(?:width|height|role|aria-label)="[^"]*"/g, '').replace('<svg', '<svg width="150" height="50" aria-hidden="true"'),
  );
}
