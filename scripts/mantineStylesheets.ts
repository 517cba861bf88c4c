import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// A Mantine component's class names live in `<Name>.module.mjs`; its rules in `styles/<Name>.css`.
const COMPONENT_CLASSES = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;
const COMPONENT_STYLESHEET = /@import '@mantine\/core\/styles\/(\w+)\.css';/g;
// Mantine's global styles: no component of their own.
const GLOBAL_STYLESHEETS = new Set(['baseline', 'default-css-variables', 'global']);

/**
 * Fails the build when it bundles a Mantine component whose stylesheet src/app/mantine.css does
 * not import: the app imports Mantine's stylesheets one by one, and a missing one would only show
 * as an unstyled component on some screen. Also when that file imports the stylesheet of a
 * component no longer bundled: bytes every page downloads for nothing.
 */
export function mantineStylesheets(stylesheetsFile = 'src/app/mantine.css'): Plugin {
  let root = process.cwd();
  return {
    name: 'mantine-stylesheets',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const imported = new Set([...readFileSync(path.resolve(root, stylesheetsFile), 'utf8').matchAll(COMPONENT_STYLESHEET)].map((match) => String(match[1])));
      const moduleIds = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? file.moduleIds : []));
      const bundled = new Set(moduleIds.flatMap((id) => id.match(COMPONENT_CLASSES)?.[1] ?? []));
      const missing = [...bundled].filter((name) => !imported.has(name));
      const unused = [...imported].filter((name) => !bundled.has(name) && !GLOBAL_STYLESHEETS.has(name));
      if (missing.length) {
        this.error(`Mantine components without their stylesheet; add to ${stylesheetsFile}:\n${missing.map((name) => `@import '@mantine/core/styles/${name}.css';`).join('\n')}`);
      }
      if (unused.length) {
        this.error(`Stylesheets of Mantine components no longer used; remove from ${stylesheetsFile}: ${unused.join(', ')}`);
      }
    },
  };
}
