import { describe, expect, it, vi } from 'vitest';
import { mantineStylesheets } from '../../scripts/mantineStylesheets';
import { chunk } from './fakeChunk';

describe("Mantine's stylesheets", () => {
  const check = (moduleIds: string[]) => {
    const error = vi.fn();
    const generateBundle = mantineStylesheets().generateBundle as (this: unknown, options: unknown, bundle: unknown) => void;
    generateBundle.call({ error }, {}, { 'assets/app.js': chunk('assets/app.js', { moduleIds }) });
    return error;
  };
  const mantine = '/work/app/node_modules/@mantine/core/esm/components/';

  it('fail the build when a bundled component has none in src/app/mantine.css, naming the line to add', () => {
    const error = check([`${mantine}Button/Button.module.mjs`, `${mantine}Tabs/Tabs.module.mjs`]);
    expect(error).toHaveBeenCalledOnce();
    const [message] = error.mock.calls[0] ?? [];
    expect(message).toContain("@import '@mantine/core/styles/Tabs.css';");
    expect(message).not.toContain('Button.css');
  });

  it('let it pass when every bundled component has one', () => {
    expect(check([`${mantine}Button/Button.module.mjs`, `${mantine}Radio/RadioCard/RadioCard.module.mjs`])).not.toHaveBeenCalled();
  });
});
