import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// A Mantine component's class names live in `<Name>.module.mjs`; its rules in `styles/<Name>.css`.
const COMPONENT_CLASSES = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;
const COMPONENT_STYLESHEET = /@import '@mantine\/core\/styles\/(\w+)\.css';/g;

/**
 * Fails the build when it bundles a Mantine component whose stylesheet src/app/mantine.css does
 * not import: the app imports Mantine's stylesheets one by one, and a missing one would only show
 * as an unstyled component on some screen.
 */
export function mantineStylesheets(): Plugin {
  let root = process.cwd();
  return {
    name: 'mantine-stylesheets',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const imported = new Set([...readFileSync(path.join(root, 'src/app/mantine.css'), 'utf8').matchAll(COMPONENT_STYLESHEET)].map((match) => match[1]));
      const bundled = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? file.moduleIds : []));
      const missing = [...new Set(bundled.map((id) => id.match(COMPONENT_CLASSES)?.[1]))].filter((name) => name && !imported.has(name));
      if (missing.length) {
        this.error(`Mantine components without their stylesheet; add to src/app/mantine.css:\n${missing.map((name) => `@import '@mantine/core/styles/${name}.css';`).join('\n')}`);
      }
    },
  };
}
