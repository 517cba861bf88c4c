import type { Plugin } from 'vite';

// A Mantine component's class names live in `<Name>.module.mjs`; its rules in `styles/<Name>.layer.css`.
const COMPONENT_CLASSES = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;

/**
 * Each Mantine component brings its own stylesheet, in the chunk of the code that uses it: the
 * first page's CSS holds only what its own code renders, and a lazy page's components are styled
 * by that page's CSS, loaded with its code. (A list of stylesheets in one file, by contrast, put
 * the rules of every dialog and form into the CSS that every first visit waits for.)
 *
 * The layered stylesheets (`@layer mantine`) make the order in which chunks arrive irrelevant:
 * the app's own rules, outside any layer, always win over Mantine's. Only for the build: in
 * development the dependencies are pre-bundled, past this hook, and src/main.tsx loads all of
 * Mantine's stylesheet instead.
 */
export function mantineComponentStyles(): Plugin {
  return {
    name: 'mantine-component-styles',
    apply: 'build',
    transform(code, id) {
      const component = id.match(COMPONENT_CLASSES)?.[1];
      if (component) return { code: `import '@mantine/core/styles/${component}.layer.css';\n${code}`, map: null };
    },
  };
}
