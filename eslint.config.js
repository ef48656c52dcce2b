import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Chakra components whose recipe is not in the boot system (web/src/app/theme.ts): they are imported
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
// that throw (web/vite.config.ts UNUSED_SDK_ALIASES).
const unusedSdkRestrictions = [
  'firebase/firestore/pipelines',
  '@firebase/firestore/pipelines',
  'firebase/database',
  '@firebase/database',
].map((name) => ({
  name,
  message: 'Not in the build: web/vite.config.ts replaces it (UNUSED_SDK_ALIASES).',
}));
const chakraRestriction = {
  name: '@chakra-ui/react',
  importNames: CHAKRA_RECIPE_COMPONENTS,
  message: 'Import it from components/ui/chakra/<name>, which registers its recipe (app/theme.ts).',
};

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
    files: ['scripts/**/*.{js,mjs}', '*.js', 'functions/build.mjs'],
    languageOptions: { globals: globals.node },
  },
);
