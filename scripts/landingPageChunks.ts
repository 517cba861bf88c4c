import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { chunksOfLandingPage, LANDING_PAGES } from './landingPages.ts';

const FIRST_PASS = 'LANDING_PAGE_CHUNKS_FIRST_PASS';

/**
 * Adds a code-splitting group for the code of the landing pages (scripts/landingPages.ts).
 *
 * Left to itself, the bundler splits what a landing page's chunk shares with other lazy chunks
 * into ~30 files of a few hundred bytes each. The browser finds them level by level, up to six
 * levels deep on the product page, and each level is a round trip on a phone network: Lighthouse's
 * simulation put this at ~0.9 s of the product page's largest paint.
 *
 * This group puts that code in one chunk per set of page families needing it: `product` for what
 * only the product page loads, `listing-product` for what listings and the product page both load,
 * and so on. A landing page then loads its route's chunk and two or three others.
 *
 * Which page loads which module is learnt from a first build, kept in memory and split as the
 * bundler likes: its chunks only hold the modules that tree-shaking kept, which the module graph
 * alone does not tell (a page that imports one component from `@mantine/core` is not importing
 * all of them). The route's own chunk is left as it is, so that the router loads it and not a
 * facade. A module's importers are needed by at least the families it is needed by, so the new
 * chunks import each other in one direction only.
 */
export function landingPageChunks(configFileUrl: string): Plugin {
  return {
    name: 'landing-page-chunks',
    apply: 'build',
    async config() {
      if (process.env[FIRST_PASS]) return;
      const groups = [await landingPageGroup(fileURLToPath(configFileUrl))];
      return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
    },
  };
}

async function landingPageGroup(configFile: string): Promise<Rolldown.CodeSplittingGroup> {
  process.env[FIRST_PASS] = '1';
  try {
    const result = await build({ configFile, logLevel: 'silent', build: { write: false } });
    const chunks = (Array.isArray(result) ? result : [result])
      .flatMap((output) => ('output' in output ? output.output : []))
      .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
    const groupOf = groupsByModule(chunks);
    return { name: (moduleId) => groupOf.get(moduleId) ?? null, debugName: 'landing pages', includeDependenciesRecursively: false };
  } finally {
    delete process.env[FIRST_PASS];
  }
}

function groupsByModule(chunks: Rolldown.OutputChunk[]): Map<string, string> {
  const familiesByChunk = new Map<Rolldown.OutputChunk, Set<string>>();
  for (const { routeModule, family } of LANDING_PAGES) {
    const [routeChunk, ...imported] = chunksOfLandingPage(routeModule, chunks);
    if (!routeChunk) throw new Error(`landing-page chunks: no chunk for ${routeModule}`);
    // A lazy chunk that another lazy chunk imports stays whole, like the route's own.
    for (const chunk of imported.filter((chunk) => !chunk.isDynamicEntry)) familiesByChunk.set(chunk, (familiesByChunk.get(chunk) ?? new Set()).add(family));
  }
  const groupOf = new Map<string, string>();
  for (const [chunk, families] of familiesByChunk) {
    for (const moduleId of chunk.moduleIds) groupOf.set(moduleId, [...families].sort().join('-'));
  }
  return groupOf;
}
