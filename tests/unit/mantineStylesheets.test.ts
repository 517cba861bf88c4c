import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { mantineStylesheets } from '../../scripts/mantineStylesheets';
import { chunk } from './fakeChunk';

const mantine = '/work/app/node_modules/@mantine/core/esm/components/';

/** Runs the check on a build bundling `components`, with a stylesheets file importing `stylesheets`. */
function check(components: string[], stylesheets: string[]) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'mantine-')), 'mantine.css');
  writeFileSync(file, stylesheets.map((name) => `@import '@mantine/core/styles/${name}.css';\n`).join(''));
  const error = vi.fn();
  const generateBundle = mantineStylesheets(file).generateBundle as (this: unknown, options: unknown, bundle: unknown) => void;
  generateBundle.call({ error }, {}, { 'assets/app.js': chunk('assets/app.js', { moduleIds: components.map((name) => `${mantine}${name}.module.mjs`) }) });
  return error.mock.calls.map(([message]) => String(message));
}

describe("Mantine's stylesheets, imported one by one", () => {
  it('fail the build when a bundled component has none, naming the line to add', () => {
    const [message, ...more] = check(['Button/Button', 'Tabs/Tabs'], ['global', 'Button']);
    expect(message).toContain("@import '@mantine/core/styles/Tabs.css';");
    expect(message).not.toContain('Button.css');
    expect(more).toEqual([]);
  });

  it('fail the build when one is imported for a component no longer bundled', () => {
    expect(check(['Button/Button'], ['global', 'Button', 'Table'])).toEqual([expect.stringMatching(/no longer used.*: Table$/)]);
  });

  it('let it pass when the bundled components and the imported stylesheets match', () => {
    expect(check(['Button/Button', 'Radio/RadioCard/RadioCard'], ['baseline', 'default-css-variables', 'global', 'Button', 'RadioCard'])).toEqual([]);
  });
});
