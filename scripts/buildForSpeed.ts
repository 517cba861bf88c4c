import type { Plugin } from 'vite';

// The build's speed techniques, in one place (docs/performance.md, "Where the speed lives"):
// how the browser's code is cut into chunks, each Mantine component's stylesheet with its code,
// and V8's compile hint on the first page's chunk. `npm run perf` measures them; the browser
// test tests/e2e/budget.spec.ts fails when the first page's JavaScript grows past its budget.

/** The browser's chunk of all the first page needs. */
const FIRST_PAGE_CHUNK = 'app';

/**
 * The browser's chunks: everything the first page needs in one (`$initial`: what the entry
 * imports statically), and each page's shared pieces under 16 KB inlined into the pages that use
 * them. Left to itself the build made ~150 files for a product page, and over HTTP/1.1's six
 * connections per host the product's picture waited behind them (LCP 5.8 s → 2.8 s, npm run perf).
 */
export const BROWSER_CHUNKS = {
  groups: [{ name: FIRST_PAGE_CHUNK, tags: ['$initial' as const] }],
  experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
};

/**
 * A route's chunk: its page with its other views (skeleton, error, not found), which the router
 * loads with the page's code anyway, and which are usually there before a navigation needs them
 * (a link's code loads when the shopper points at it). The router's default keeps the skeleton
 * (pendingComponent) with the route's definition, in the first page's chunk: every page's skeleton
 * came with the first page, which the server draws and never shows one (/ 180.5 → 177.6 KB
 * brotli); a chunk of its own was one more request before a page's picture (LCP +150 ms).
 */
export const ROUTE_CHUNKS: ('component' | 'pendingComponent' | 'errorComponent' | 'notFoundComponent')[][] = [
  ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent'],
];

// A Mantine component's class names live in `<Name>.module.mjs`, its rules in `styles/<Name>.layer.css`.
const COMPONENT_CLASSES = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;
const ALL_STYLES = /[\\/]@mantine[\\/]core[\\/]styles\.layer\.css$/;
const GLOBAL_STYLES = ['baseline', 'default-css-variables', 'global'].map((name) => `@mantine/core/styles/${name}.layer.css`);

/**
 * In the build, each Mantine component brings its own stylesheet into the chunk of the code that
 * uses it, and the app's import of all of Mantine's styles keeps only the global ones: the first
 * page's render-blocking CSS holds the rules of the components it draws (33.8 → 14.6 KB brotli).
 * The layers (`@layer mantine`) make the order the files arrive in irrelevant: the app's rules,
 * outside any layer, win. The development server pre-bundles dependencies past these hooks, so
 * there all of Mantine's stylesheet is loaded, as imported.
 */
function mantineComponentStyles(): Plugin {
  return {
    name: 'mantine-component-styles',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (ALL_STYLES.test(id)) return GLOBAL_STYLES.map((file) => `@import '${file}';`).join('\n');
    },
    transform(code, id) {
      const component = id.match(COMPONENT_CLASSES)?.[1];
      if (component) return { code: `import '@mantine/core/styles/${component}.layer.css';\n${code}`, map: null };
    },
  };
}

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints: Chrome 136 on, a plain
 * comment to other browsers) on the first page's chunk, whose code the page calls as it loads:
 * V8 then compiles all of it on a background thread as it arrives, not function by function on the
 * main thread as each is first called. V8 reads it only at the very top of a file, and Vite writes
 * its own first line (`__vite__mapDeps`) after the output's banners: it is added last, and the
 * source map (when one is made) moved down the line it adds. Not on the other chunks, most of
 * whose code a page may never call.
 */
function compileHint(): Plugin {
  return {
    name: 'first-page-compile-hint',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || file.name !== FIRST_PAGE_CHUNK) continue;
          file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
          if (file.map) file.map.mappings = `;${file.map.mappings}`;
        }
      },
    },
  };
}

/** The build's plugins for speed. */
export const speedPlugins = (): Plugin[] => [mantineComponentStyles(), compileHint()];
