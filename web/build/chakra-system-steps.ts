import type { Plugin } from 'vite';
import { assertVersion } from './versions';

/**
 * One edit of a Chakra file: what it does, the exact text it replaces, the new text (padded with
 * empty lines to as many lines as the old, so the build's source maps still fit).
 */
type Edit = { what: string; find: string; replace: string };

/** `name`: a function that runs the generator `steps` to its end and returns its value, on one line. */
const RUN_STEPS = (name: string, steps: string) =>
  `function ${name}(...args) { const it = ${steps}(...args); for (;;) { const step = it.next(); if (step.done) return step.value; } }`;

/**
 * The edits of Chakra's `styled-system/token-dictionary.js`: `createTokenDictionarySteps`, a
 * generator that builds the dictionary as `createTokenDictionary` does and yields after
 * registering the tokens and after resolving their references; `createTokenDictionary` runs it to
 * the end, so every other caller is unchanged.
 */
const TOKEN_DICTIONARY_EDITS: Edit[] = [
  {
    what: 'the dictionary as a generator',
    find: 'function createTokenDictionary(options) {',
    replace: 'function* createTokenDictionarySteps(options) {',
  },
  {
    what: 'a step after the references resolve',
    find: '    expandTokenReferences$1();\n    applyMiddlewares("post");',
    replace: '    expandTokenReferences$1(); yield;\n    applyMiddlewares("post");',
  },
  { what: 'build as a generator', find: '  function build() {', replace: '  function* build() {' },
  {
    what: 'a step after the tokens register',
    find: '  registerTokens();\n  registerTransform(...tokenTransforms);\n  registerMiddleware(...tokenMiddlewares);\n  build();',
    replace:
      '  registerTokens(); yield;\n  registerTransform(...tokenTransforms);\n  registerMiddleware(...tokenMiddlewares);\n  yield* build();',
  },
  {
    what: 'createTokenDictionary runs the steps',
    find: 'export { createTokenDictionary, tokenCategories };',
    replace: `${RUN_STEPS('createTokenDictionary', 'createTokenDictionarySteps')} export { createTokenDictionary, createTokenDictionarySteps, tokenCategories };`,
  },
];

/**
 * The edits of Chakra's `styled-system/system.js`: `createSystem.steps`, a generator that creates
 * the system as `createSystem` does and yields after merging the configs, within and after the
 * token dictionary (above); `createSystem` runs it to the end.
 */
const SYSTEM_EDITS: Edit[] = [
  {
    what: 'the dictionary steps imported',
    find: "import { createTokenDictionary } from './token-dictionary.js';",
    replace: "import { createTokenDictionarySteps } from './token-dictionary.js';",
  },
  {
    what: 'the system as a generator',
    find: 'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);',
    replace: 'function* createSystemSteps(...configs) {\n  const config = mergeConfigs(...configs); yield;',
  },
  {
    what: 'the dictionary in steps',
    find: '  const tokens = createTokenDictionary({',
    replace: '  const tokens = yield* createTokenDictionarySteps({',
  },
  {
    what: 'a step after the dictionary',
    find: '  const breakpoints = createBreakpoints(theme.breakpoints ?? EMPTY_OBJECT);',
    replace: '  yield; const breakpoints = createBreakpoints(theme.breakpoints ?? EMPTY_OBJECT);',
  },
  // system.query (list and search of token names, for tooling) is read by no Chakra component
  // and no app code; chakra-system-steps.test.ts checks both
  {
    what: 'no system.query',
    find: `  const query = {
    layerStyles: compositionQuery(theme.layerStyles ?? EMPTY_OBJECT),
    textStyles: compositionQuery(theme.textStyles ?? EMPTY_OBJECT),
    animationStyles: compositionQuery(theme.animationStyles ?? EMPTY_OBJECT),
    tokens: semanticTokenQuery(
      tokens,
      Object.keys(theme.tokens ?? EMPTY_OBJECT),
      (value, key) => !value.extensions.conditions && !key.includes("colorPalette")
    ),
    semanticTokens: semanticTokenQuery(
      tokens,
      Object.keys(theme.semanticTokens ?? EMPTY_OBJECT),
      (value) => !!value.extensions.conditions
    ),
    keyframes: basicQuery(theme.keyframes ?? EMPTY_OBJECT),
    breakpoints: basicQuery(theme.breakpoints ?? EMPTY_OBJECT)
  };`,
    replace: '',
  },
  { what: 'no query in the system', find: '    isSlotRecipe,\n    query\n  };', replace: '    isSlotRecipe\n  };' },
  {
    what: 'createSystem runs the steps; createSystem.steps is the generator',
    find: 'export { createSystem, isValidSystem };',
    replace: `${RUN_STEPS('createSystem', 'createSystemSteps')} createSystem.steps = createSystemSteps; export { createSystem, isValidSystem };`,
  },
];

/** The files edited, by the end of their path, with their edits. */
export const CHAKRA_SYSTEM_EDITS: { file: RegExp; edits: Edit[] }[] = [
  { file: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/, edits: SYSTEM_EDITS },
  {
    file: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/,
    edits: TOKEN_DICTIONARY_EDITS,
  },
];

/**
 * Applies `edits` to `code`, each new text padded to the lines of the old; throws when a text to replace is not found exactly once (a Chakra
 * version whose file changed).
 */
export function applyEdits(code: string, edits: Edit[], file: string): string {
  let out = code;
  for (const { what, find, replace } of edits) {
    const at = out.indexOf(find);
    if (at < 0 || out.indexOf(find, at + find.length) >= 0)
      throw new Error(`chakra-system-steps: "${what}" is not found exactly once in ${file}`);
    const lost = find.split('\n').length - replace.split('\n').length;
    out = out.slice(0, at) + replace + '\n'.repeat(Math.max(0, lost)) + out.slice(at + find.length);
  }
  return out;
}

/**
 * Chakra's `createSystem` is one synchronous call of 24–38 ms of CPU on the boot of every page
 * (mostly the token dictionary), one task that Lighthouse counts 4x toward Total Blocking Time. In
 * builds this gives `createSystem` a `steps` property: the same function as a generator that
 * yields between its phases (configs merged, tokens registered, references resolved, dictionary
 * views built), so main.tsx can run each phase in a task of its own (`createSystemInTasks` in
 * components/ui/theme.ts). `createSystem` itself runs the steps to the end: same result, same
 * order of work. It also leaves out `system.query` (lists of token names for tooling, which no
 * Chakra component and no app code reads). Tests and the dev server use Chakra's files as they are
 * (no `steps`: the system is then created in one call). docs/decisions/293-chakra-system-in-tasks.md.
 */
export function chakraSystemSteps(): Plugin {
  assertVersion('chakra-system-steps', '@chakra-ui/react', '3.37.0');
  return {
    name: 'skillsetu-chakra-system-steps',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]styled-system[\\/](system|token-dictionary)\.js$/ },
      handler(code, id) {
        const at = CHAKRA_SYSTEM_EDITS.find((f) => f.file.test(id));
        if (!at) return null;
        try {
          return { code: applyEdits(code, at.edits, id), map: null };
        } catch (e) {
          this.error((e as Error).message);
        }
      },
    },
  };
}
