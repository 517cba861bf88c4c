import type { Rolldown } from 'vite';

/** A built chunk with only what the build helpers in scripts/ read; `css`: its stylesheets. */
export function chunk(fileName: string, fields: Partial<Rolldown.OutputChunk> & { css?: string[] } = {}): Rolldown.OutputChunk {
  const { css = [], ...rest } = fields;
  return {
    type: 'chunk',
    fileName,
    imports: [],
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    moduleIds: [],
    code: '',
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
    ...rest,
  } as unknown as Rolldown.OutputChunk;
}
