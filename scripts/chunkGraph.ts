import type { Rolldown } from 'vite';

/** `start`, then every chunk they import, directly or not (each once, nearest first). */
export function withImportedChunks(start: readonly Rolldown.OutputChunk[], chunks: readonly Rolldown.OutputChunk[]): Rolldown.OutputChunk[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = [...start];
  for (const chunk of found) {
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported && !found.includes(imported)) found.push(imported);
    }
  }
  return found;
}
