import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The rules of eslint.config.js that keep the code's shape, each shown able to fail: the text is
// linted as if it were the file at `path` (the files it imports are read from the disk).
const eslint = new ESLint();

async function problems(path: string, text: string) {
  const [result] = await eslint.lintText(text, { filePath: path });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the lint rules', { timeout: 60_000 }, () => {
  it("refuses a route reaching inside a feature, and takes what the feature's index.ts gives", async () => {
    expect(await problems('src/routes/Store.tsx', "import { ProductGrid } from '../features/store/ProductGrid';\nexport const grid = ProductGrid;\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .* Use store through its index.ts/),
    ]);
    expect(await problems('src/routes/Store.tsx', "import { StorePage } from '../features/store';\nexport const page = StorePage;\n")).toEqual([]);
  });

  it('refuses one feature reaching inside another', async () => {
    expect(await problems('src/features/orders/lint.ts', "import { ProductCard } from '../products/card/ProductCard';\nexport const card = ProductCard;\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .* Use products through its index.ts/),
    ]);
  });

  it('refuses a circle of imports', async () => {
    // The cart's index.ts exports CartLineCard: CartLineCard importing the index closes a circle.
    expect(await problems('src/features/cart/CartLineCard.tsx', "import { CartPage } from './index';\nexport const page = CartPage;\n")).toEqual([
      expect.stringMatching(/^import-x\/no-cycle:/),
    ]);
  });

  it("refuses a library's private fields, its internals, a promise thrown by hand and a function turned into a script", async () => {
    const found = await problems(
      'src/shared/lint.ts',
      [
        "import { getSsrBodyScriptParts } from '@tanstack/router-core';",
        'export const parts = getSsrBodyScriptParts;',
        'export const notFound = (match: { _notFound?: boolean }) => match._notFound;',
        'export const strategy = { _h: () => null };',
        'export function Waits(): null { throw new Promise(() => {}); }',
        'export const script = `(${String(() => 1)})()`;',
      ].join('\n'),
    );
    expect(found).toEqual([
      expect.stringContaining("imports a library's internals"),
      expect.stringContaining('reads or writes a private field'),
      expect.stringContaining('writes a private field'),
      expect.stringContaining('throws a promise by hand'),
      expect.stringContaining('turns a function into a string'),
    ]);
    // Lingui's i18n._ and React's __html are their documented APIs.
    expect(await problems('src/shared/lint.ts', "export const html = (i18n: { _: (id: string) => string }) => ({ __html: i18n._('x') });\n")).toEqual([]);
  });

  it("keeps code that may run on the server off Lingui's global instance", async () => {
    const found = await problems('src/shared/lint.ts', "import { i18n } from '@lingui/core';\nexport const word = () => i18n._('x');\n");
    expect(found).toEqual([expect.stringMatching(/^lingui\/no-global-instance: /)]);
    // A page's own instance, from the router's context or useLingui, is fine.
    expect(await problems('src/shared/lint.ts', "import type { I18n } from '@lingui/core';\nexport const word = (i18n: I18n) => i18n._('x');\n")).toEqual([]);
    // The browser's start may.
    expect(await problems('src/client.tsx', "import { i18n } from '@lingui/core';\nexport const word = () => i18n._('x');\n")).toEqual([]);
  });

  it('refuses a comment that points at a section of a document or at an issue, not at the rule', async () => {
    const found = await problems('src/shared/lint.ts', '// Minus never below 1 (SPEC §5).\n/** Held at checkout (issue 27). */\nexport const MIN = 1;\n');
    expect(found).toEqual([
      expect.stringMatching(/^comments\/no-outside-references: Say the rule itself/),
      expect.stringMatching(/^comments\/no-outside-references: Say the rule itself/),
    ]);
    // The rule itself, and an upstream project's public issue, are fine.
    expect(await problems('src/shared/lint.ts', '// Minus never below 1 (see TanStack/router#8187).\nexport const MIN = 1;\n')).toEqual([]);
  });
});
