import type { Plugin, Rolldown } from 'vite';
import { withImportedChunks } from './chunkGraph.ts';

// The start of a built chunk: Vite's list of stylesheets, then the chunk's import statements.
// (`import"a.js";`, `import{b as c}from"a.js";`, `import*as d from"a.js";`: no quote or semicolon before `from`.)
const LEADING_IMPORTS = /^(?:const __vite__mapDeps=[^\n]*\n)?(?:import(?:[^"';]*from)?"[^"]+";)*/;

/**
 * Rollup's `hoistTransitiveImports`, which Rolldown does not have yet: a lazy chunk also imports
 * the chunks its imports import, so the browser requests them all when the chunk arrives instead
 * of one level after another, a round trip each. The added imports come after the chunk's own,
 * so the order in which modules run does not change.
 */
export function hoistTransitiveImports(): Plugin {
  return {
    name: 'hoist-transitive-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      for (const chunk of chunks) {
        if (!chunk.isDynamicEntry) continue;
        const transitive = withImportedChunks([chunk], chunks)
          .map((imported) => imported.fileName)
          .filter((file) => file !== chunk.fileName && !chunk.imports.includes(file));
        const leading = chunk.code.match(LEADING_IMPORTS)?.[0];
        if (!transitive.length || leading === undefined) continue;
        const hoisted = transitive.map((file) => `import"${relativeImport(chunk.fileName, file)}";`).join('');
        chunk.code = leading + hoisted + chunk.code.slice(leading.length);
        chunk.imports.push(...transitive);
      }
    },
  };
}

/** All chunks sit in one folder (`assets/`), so a sibling's address is its file name. */
function relativeImport(from: string, to: string): string {
  const folder = (file: string) => file.slice(0, file.lastIndexOf('/') + 1);
  if (folder(from) !== folder(to)) throw new Error(`hoist-transitive-imports: ${from} and ${to} are in different folders`);
  return `./${to.slice(folder(to).length)}`;
}
