// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

/** A zone that forbids `target`'s files to import from the folders `from` (under src/). */
function layer(target, from, message) {
  return { target: `./src/${target}`, from: from.map((folder) => `./src/${folder}`), message };
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-test',
      'dist-bench',
      'node_modules',
      'content',
      'coverage',
      'test-results',
      'playwright-report',
      '.cache',
      'cms/node_modules',
      'cms/.tmp',
      'cms/dist',
      'cms/build',
      'cms/.strapi',
      'cms/public',
      'cms/types',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'only' },
        { object: 'test', property: 'only' },
        { object: 'describe', property: 'only' },
      ],
    },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
  },
  {
    // The client's layers, one direction only (docs/architecture.md): content (wire format) -> domain (pure)
    // -> stores (state) and i18n -> scene | ui -> app (composition). A wrong import fails lint.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            layer(
              'domain',
              ['content', 'stores', 'i18n', 'scene', 'ui', 'app'],
              'domain/ is pure: it imports only itself',
            ),
            layer(
              'content',
              ['stores', 'i18n', 'scene', 'ui', 'app'],
              'content/ knows the wire format and domain/ only',
            ),
            layer('stores', ['i18n', 'scene', 'ui', 'app'], 'a store never imports app/, scene/ or ui/'),
            layer('i18n', ['content', 'stores', 'scene', 'ui', 'app'], 'i18n/ sets up strings from domain/ only'),
            layer(
              'scene',
              ['content', 'ui', 'app'],
              'scene/ talks to ui/ through stores, and reads content from stores',
            ),
            layer(
              'ui',
              ['content', 'scene', 'app'],
              'ui/ talks to scene/ through stores; app/ hands it what it decides',
            ),
          ],
        },
      ],
    },
  },
  {
    // cms/ is a Strapi project in CommonJS, as Strapi generates it (its own package.json, see cms/README.md).
    files: ['cms/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, strapi: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The admin panel's code (src/admin, the studio plugin's admin/): ES modules with JSX, bundled by `strapi build`.
    files: ['cms/src/admin/**/*.{js,jsx}', 'cms/src/plugins/*/admin/**/*.{js,jsx}'],
    languageOptions: {
      sourceType: 'module',
      parserOptions: { ecmaFeatures: { jsx: true } },
      globals: { ...globals.browser },
    },
  },
);
