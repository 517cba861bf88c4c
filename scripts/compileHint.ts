import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints: Chrome 136 on, a plain
 * comment to other browsers) on the first page's chunk, whose code the page calls as it loads:
 * V8 then compiles all of it on a background thread as it arrives, not function by function on the
 * main thread as each is first called. V8 reads it only at the very top of a file, and Vite writes
 * its own first line (`__vite__mapDeps`) after the output's banners: it is added last. Not on the
 * other chunks, most of whose code a page may never call.
 */
export function compileHint(chunkName: string): Plugin {
  return {
    name: 'first-page-compile-hint',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && file.name === chunkName) file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
        }
      },
    },
  };
}
