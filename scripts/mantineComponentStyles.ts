import type { Plugin } from 'vite';

// A Mantine component's class names live in `<Name>.module.mjs`, its rules in `styles/<Name>.layer.css`.
const COMPONENT_CLASSES = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;
const ALL_STYLES = /[\\/]@mantine[\\/]core[\\/]styles\.layer\.css$/;
const GLOBAL_STYLES = ['baseline', 'default-css-variables', 'global'].map((name) => `@mantine/core/styles/${name}.layer.css`);

/**
 * In the build, each Mantine component brings its own stylesheet into the chunk of the code that
 * uses it, and the app's import of all of Mantine's styles keeps only the global ones: the first
 * page's render-blocking CSS holds the rules of the components it draws, and a page's own
 * components come with that page's CSS (linked in its head by the server). The layers (`@layer
 * mantine`) make the order the files arrive in irrelevant: the app's rules, outside any layer, win.
 * The development server pre-bundles dependencies past these hooks, so there all of Mantine's
 * stylesheet is loaded, as imported.
 */
export function mantineComponentStyles(): Plugin {
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
