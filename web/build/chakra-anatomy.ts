import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { assertVersion } from './versions';

const ANATOMY_FILE = path.resolve(import.meta.dirname, '../../node_modules/@chakra-ui/react/dist/esm/anatomy.js');
const CHAKRA_ESM = path.dirname(ANATOMY_FILE);
const BARREL_ID = '\0skillsetu-chakra-anatomy';
const PART_PREFIX = '\0skillsetu-chakra-anatomy/';

interface Anatomies {
  /** the anatomy.js re-exports of Ark's own anatomies, kept as they are */
  reExports: string[];
  /** each anatomy Chakra defines, as the source of a module of its own */
  parts: Map<string, string>;
}

/** An identifier as a whole word (`$` is part of a name: `dialogAnatomy` is not `dialogAnatomy$1`). */
const uses = (expr: string, name: string) =>
  new RegExp(`(?<![\\w$])${name.replaceAll('$', '\\$')}(?![\\w$])`).test(expr);

/** Parses Chakra's anatomy.js into one module source per `const xAnatomy = …;` it defines. */
function parseAnatomies(source: string): Anatomies {
  const imports = new Map<string, string>();
  for (const [, spec, from] of source.matchAll(/^import \{ ([^}]+) \} from ('[^']+');$/gm))
    for (const one of spec!.split(',')) {
      const local = one.trim().split(' as ').pop()!;
      imports.set(local, `import { ${one.trim()} } from ${from};`);
    }
  const reExports = [...source.matchAll(/^export \{ \w+ \} from '[^']+';$/gm)].map((m) => m[0]);
  const defs = [...source.matchAll(/^const (\w+) = ([\s\S]*?);$/gm)].map(([, name, expr]) => [name!, expr!] as const);
  const local = new Set(defs.map(([name]) => name));
  const parts = new Map<string, string>();
  for (const [name, expr] of defs) {
    const lines = [...imports].filter(([id]) => uses(expr, id)).map(([, line]) => line);
    for (const other of local)
      if (other !== name && uses(expr, other)) lines.push(`import { ${other} } from '${PART_PREFIX}${other}';`);
    parts.set(name, `${lines.join('\n')}\nexport const ${name} = ${expr};\n`);
  }
  const exported =
    source
      .match(/^export \{ ([^}]+) \};$/m)?.[1]
      ?.split(',')
      .map((s) => s.trim()) ?? [];
  if (parts.size < 30 || exported.length !== parts.size || exported.some((name) => !parts.has(name)))
    throw new Error(
      `web/build/chakra-anatomy.ts: Chakra's anatomy.js changed its format (${parts.size} anatomies found)`,
    );
  return { reExports, parts };
}

/**
 * Chakra's `anatomy.js` is one module defining the slot names of all ~40 of its components, and
 * with them imports Ark's anatomies (color picker, date picker, menu, …). Every slot recipe
 * imports it, so one shared chunk (2 KB gzip) of every anatomy any screen uses came with the
 * first slot recipe a public page rendered (tabs, card, list). In builds this resolves it to a
 * side-effect-free barrel of one module per anatomy, each `const xAnatomy = …` copied from that
 * file with the imports it uses, so a page carries only the anatomies of the recipes it renders
 * (docs/decisions/277-chakra-anatomy-per-component.md). Tests and the dev server use the file as is.
 */
export function splitChakraAnatomy(): Plugin {
  assertVersion('chakra-anatomy', '@chakra-ui/react', '3.37.0');
  let parsed: Anatomies | null = null;
  const anatomies = () => (parsed ??= parseAnatomies(fs.readFileSync(ANATOMY_FILE, 'utf8')));
  return {
    name: 'skillsetu-split-chakra-anatomy',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source.startsWith(PART_PREFIX)) return { id: source, moduleSideEffects: false };
      if (importer === BARREL_ID || importer?.startsWith(PART_PREFIX))
        // the copied imports are Chakra's own: resolve them from its anatomy.js
        return this.resolve(source, ANATOMY_FILE, { skipSelf: true });
      if (importer && source.endsWith('anatomy.js') && source.startsWith('.')) {
        const file = path.resolve(path.dirname(importer), source);
        if (file === ANATOMY_FILE && importer.startsWith(CHAKRA_ESM))
          return { id: BARREL_ID, moduleSideEffects: false };
      }
      return null;
    },
    load(id) {
      if (id === BARREL_ID) {
        const { reExports, parts } = anatomies();
        return [
          ...reExports,
          ...[...parts.keys()].map((name) => `export { ${name} } from '${PART_PREFIX}${name}';`),
        ].join('\n');
      }
      if (id.startsWith(PART_PREFIX)) {
        const part = anatomies().parts.get(id.slice(PART_PREFIX.length));
        if (!part) throw new Error(`Chakra's anatomy.js has no ${id.slice(PART_PREFIX.length)}`);
        return part;
      }
      return null;
    },
  };
}
