import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Every file of src but those of the features. */
const OUTSIDE_FEATURES = readdirSync('src', { withFileTypes: true })
  .filter((entry) => entry.name !== 'features')
  .map((entry) => `./src/${entry.name}`);

/** A comment states the rule it follows, not a section of a document or an issue number elsewhere. */
const comments = {
  rules: {
    'no-outside-references': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              if (/\bSPEC\b|§/.test(comment.value) || /\bissues? #?\d+/i.test(comment.value)) {
                context.report({ loc: comment.loc, message: 'Say the rule itself, not where a document or an issue keeps it.' });
              }
            }
          },
        };
      },
    },
  },
};

/**
 * Lingui's global instance holds one language: the browser's page. The server renders several pages
 * at once, each with its own instance (the router's context, useLingui), so code that may run there
 * never imports the global one. The files that do run only in the browser, and say so at their top.
 */
const BROWSER_ONLY_I18N = ['src/client.tsx', 'src/app/i18n.ts', 'src/shared/notify.tsx', 'src/shared/validation.ts', 'src/features/checkout/payment/orderPayment.ts'];
const lingui = {
  rules: {
    'no-global-instance': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        return {
          ImportSpecifier(node) {
            if (node.parent.source.value === '@lingui/core' && node.imported.name === 'i18n') {
              context.report({ node, message: "Lingui's global instance is the browser's: use the page's (useLingui, or the router's context)." });
            }
          },
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'sdk/schema.d.ts', 'src/routeTree.gen.ts', 'src/locales', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['{src,scripts,mocks,tests}/**/*.{js,mjs,ts,tsx}'],
    plugins: { comments },
    rules: { 'comments/no-outside-references': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: BROWSER_ONLY_I18N,
    plugins: { lingui },
    rules: { 'lingui/no-global-instance': 'error' },
  },
  {
    // A feature is used from outside only through its index.ts (its one-line account of what it
    // owns), and no module reaches itself through a circle of imports.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: FEATURES.map((feature) => ({
            target: [...OUTSIDE_FEATURES, ...FEATURES.filter((other) => other !== feature).map((other) => `./src/features/${other}`)],
            from: `./src/features/${feature}`,
            except: ['./index.ts'],
            message: `Use ${feature} through its index.ts.`,
          })),
        },
      ],
    },
  },
  {
    // One way in, one way out: the app reaches the API only through the generated SDK.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through the SDK (sdk/), not fetch.' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/\\/api\\/v1\\//]', message: 'API URLs belong to the SDK; use the typed client.' },
        { selector: 'NewExpression[callee.name="XMLHttpRequest"]', message: 'Call the API through the SDK.' },
        // Only the libraries' public APIs: what a minor release may change without a word is not ours
        // to use. A leading underscore marks a private field (Lingui's `i18n._` and React's `__html` are
        // documented).
        ...[
          ['MemberExpression[property.name=/^_(?!_html$)./]', 'reads or writes a private field'],
          ['Property[key.name=/^_(?!_html$)./]', 'writes a private field'],
          ['ImportDeclaration[source.value=/^@tanstack\\/(router-core|start-client-core|start-server-core)|\\/dist\\/(?!.*\\.css$)/]', 'imports a library\'s internals'],
          ['ThrowStatement > NewExpression[callee.name="Promise"], ThrowStatement[argument.name=/promise/i], ThrowStatement[argument.property.name=/promise/i]', 'throws a promise by hand (use React.lazy, use() or Suspense as documented)'],
          ['CallExpression[callee.name="String"] > :function, CallExpression[callee.property.name="toString"] > MemberExpression > :function', 'turns a function into a string to run elsewhere'],
        ].map(([selector, what]) => ({ selector, message: `This ${what}: use the library's documented API.` })),
      ],
    },
  },
  {
    // Layers of the shop: catalogue (what is sold) ← cart (the shopper's cart, every write to it)
    // ← products (cards, toggles, quick view). A lower layer never imports a higher one.
    files: ['src/features/catalogue/**', 'src/features/cart/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/products', '**/products/*'], message: 'catalogue and cart sit below products.' }] },
      ],
    },
  },
  {
    files: ['src/features/catalogue/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/products', '**/products/*', '**/cart', '**/cart/*'], message: 'catalogue sits below cart and products.' },
          ],
        },
      ],
    },
  },
);
