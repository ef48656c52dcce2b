import type { Plugin } from 'vite';
import { assertVersion } from './versions';

/**
 * The style conditions (`_hover`, `_open`, …) of Chakra's base config that a recipe, a Chakra
 * component or the app's code names: `chakra-conditions.test.ts` fails when one they name is
 * missing. Add a name here when a screen needs one of the others.
 */
export const KEPT_CONDITIONS = new Set([
  'hover',
  'active',
  'focus',
  'focusVisible',
  'disabled',
  'readOnly',
  'empty',
  'checked',
  'expanded',
  'highlighted',
  'complete',
  'incomplete',
  'dragging',
  'before',
  'after',
  'marker',
  'first',
  'last',
  'notFirst',
  'notLast',
  'only',
  'indeterminate',
  'invalid',
  'placeholder',
  'placeholderShown',
  'selected',
  'underValue',
  'open',
  'closed',
  'current',
  'today',
  'motionReduce',
  'dark',
  'light',
  'rtl',
  'horizontal',
  'vertical',
  'icon',
]);

const BLOCK = /^const defaultConditions = defineConditions\(\{\n([\s\S]*?)^\}\);$/m;

/**
 * The `defineConditions({ … })` block of Chakra's preset-base.js with only the KEPT_CONDITIONS
 * entries (each entry starts at two spaces' indent and runs to the next one). Throws when the block
 * or a kept name is not found (a Chakra version whose file changed).
 */
export function keepConditions(source: string): { code: string; dropped: string[] } {
  const block = source.match(BLOCK);
  if (!block?.[1]) throw new Error("Chakra's preset-base.js: no defineConditions block found");
  const entries = block[1].split(/^(?= {2}\w+: )/m).filter(Boolean);
  const nameOf = (entry: string) => /^ {2}(\w+): /.exec(entry)?.[1] ?? '';
  const names = entries.map(nameOf);
  const missing = [...KEPT_CONDITIONS].filter((n) => !names.includes(n));
  if (names.length < 100 || missing.length > 0)
    throw new Error(
      `Chakra's preset-base.js: ${names.length} conditions found, kept ones missing: ${missing.join(', ')}`,
    );
  const kept = entries.filter((e) => KEPT_CONDITIONS.has(nameOf(e))).join('');
  const body = kept.replace(/,\n$/, '\n');
  const code = source.replace(BLOCK, `const defaultConditions = defineConditions({\n${body}});`);
  return { code, dropped: names.filter((n) => !KEPT_CONDITIONS.has(n)) };
}

/**
 * Chakra's base config defines 104 style conditions; createSystem turns each into a selector at
 * startup and every page carries them in its `boot` chunk, though the app's recipes, Chakra's
 * components and the app's code name 38. In builds preset-base.js keeps those
 * (docs/decisions/291-theme-of-what-the-app-uses.md). Tests and the dev server use the file as it is.
 */
export function chakraConditions(): Plugin {
  assertVersion('chakra-conditions', '@chakra-ui/react', '3.37.0');
  return {
    name: 'skillsetu-chakra-conditions',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]preset-base\.js$/ },
      handler(code) {
        return { code: keepConditions(code).code, map: null };
      },
    },
  };
}
