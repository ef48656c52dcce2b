import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import fs from 'node:fs';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Chakra components whose recipe is not in the boot system (web/src/components/ui/theme.ts): they are imported
 * from web/src/components/ui/chakra/<name>, which registers the recipe first. Imported straight
 * from '@chakra-ui/react' they would render unstyled.
 */
const CHAKRA_RECIPE_COMPONENTS = [
  'Accordion',
  'Alert',
  'Avatar',
  'Breadcrumb',
  'Card',
  'DataList',
  'Dialog',
  'Drawer',
  'Icon',
  'EmptyState',
  'Field',
  'Input',
  'List',
  'Menu',
  'NativeSelect',
  'Separator',
  'Skeleton',
  'SkeletonCircle',
  'SkeletonText',
  'Stat',
  'Tabs',
  'Textarea',
  'Toast',
  'Toaster',
];
const firestoreRestriction = {
  group: ['firebase/firestore'],
  message: 'Components never import firebase/firestore: use features/<name>/api or lib/firebase.',
};
// Builds replace re2js (which Pipeline queries need) and the Realtime Database SDK with stand-ins
// that throw (web/build/firebase-sdk.ts).
const unusedSdkRestrictions = [
  'firebase/firestore/pipelines',
  '@firebase/firestore/pipelines',
  'firebase/database',
  '@firebase/database',
].map((name) => ({
  name,
  message: 'Not in the build: web/build/firebase-sdk.ts replaces it with a stand-in that throws.',
}));
const chakraRestriction = {
  name: '@chakra-ui/react',
  importNames: CHAKRA_RECIPE_COMPONENTS,
  message: 'Import it from components/ui/chakra/<name>, which registers its recipe (components/ui/theme.ts).',
};

/**
 * The web app's layers (docs/architecture.md#layers): app → features → components / lib / config.
 * A feature imports another feature only through its `index.ts`, its one public door; features
 * never import each other in a cycle either (domain/src/repo-docs/web-boundaries.test.ts, ADR 244).
 * components, lib and config never import app or features; components/ui/chakra/* never import app/. Tests and their render helpers are exempt (they compose features on purpose).
 */
const WEB_SRC = 'web/src';
const FEATURES = fs
  .readdirSync(`${WEB_SRC}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  {
    target: [`${WEB_SRC}/components`, `${WEB_SRC}/lib`, `${WEB_SRC}/config`],
    from: [`${WEB_SRC}/app`, `${WEB_SRC}/features`],
    message: 'components, lib and config sit below app and features: move the shared piece down instead.',
  },
  {
    target: `${WEB_SRC}/features`,
    from: `${WEB_SRC}/app`,
    message: 'Features never import app/: the app composes features (pass what you need as a prop).',
  },
  ...FEATURES.map((name) => ({
    target: `${WEB_SRC}/features/${name}`,
    from: `${WEB_SRC}/features`,
    except: [`./${name}`, ...FEATURES.map((other) => `./${other}/index.ts`)],
    message: "Another feature's internals: import its index.ts (add the export there).",
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      '.cache/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        { paths: [chakraRestriction, ...unusedSdkRestrictions], patterns: [firestoreRestriction] },
      ],
    },
  },
  {
    files: ['web/src/features/*/api/**', 'web/src/lib/firebase/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [chakraRestriction, ...unusedSdkRestrictions] }] },
  },
  {
    files: ['web/src/components/ui/chakra/**', 'web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/**/test/**'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // One way to run a transaction on the server: lib/transaction.ts runs it again when the database
    // closed it under the caller (docs/decisions/282-transactions-closed-under-them.md).
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/**/*.test.ts', 'functions/src/lib/transaction.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='runTransaction']",
          message: 'Use runTransaction(db, update, options) from functions/src/lib/transaction.ts.',
        },
      ],
    },
  },
  {
    // Web and domain test files share one module cache per worker (docs/decisions/216-unit-tests-share-modules.md,
    // docs/decisions/296-web-dom-tests-share-modules.md): a file that mocks or reloads modules would
    // change what later files import. Such a file goes in vitest.config.mts's WEB_ISOLATED_TESTS.
    files: ['web/src/**/*.test.{ts,tsx}', 'domain/src/**/*.test.ts'],
    ignores: ['web/src/components/ui/chakra/chakra.test.tsx', 'web/src/components/ui/chakra-system-steps.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|resetModules)$/]",
          message:
            'Module mocks change the shared module cache: list this file in WEB_ISOLATED_TESTS and its ignores here.',
        },
      ],
    },
  },
  {
    // Every e2e test runs on the worker's pooled browser contexts (docs/decisions/302-e2e-shared-browser-context.md).
    files: ['web/e2e/**/*.ts'],
    ignores: ['web/e2e/support/shared-context.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './support/shared-context' (or './support/fixtures').",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.js', 'functions/build.mjs'],
    languageOptions: { globals: globals.node },
  },
);
