import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { assertVersion } from './versions';

const LUCIDE_INDEX = path.resolve(import.meta.dirname, '../../node_modules/react-icons/lu/index.mjs');
const ICON_LIB = path.resolve(import.meta.dirname, '../../node_modules/react-icons/lib/index.mjs');
const BARREL_ID = '\0skillsetu-lucide';
const ICON_PREFIX = '\0skillsetu-lucide/';

/**
 * `react-icons/lu` is one module of 1,541 icon functions, so every icon any page imports landed in
 * one shared chunk (4 KB gzip) that every page with an icon loaded. In builds this resolves it to a
 * side-effect-free barrel of one module per icon, each `export function LuX(props)` copied from
 * that file with its GenIcon import, so a page carries only the icons it renders
 * (docs/decisions/222-public-pages-without-zod.md). Tests and the dev server use the package as is.
 */
export function splitLucideIcons(): Plugin {
  assertVersion('lucide-icons', 'react-icons', '5.7.0');
  let icons: Map<string, string> | null = null;
  const load = () => {
    if (icons) return icons;
    icons = new Map();
    const source = fs.readFileSync(LUCIDE_INDEX, 'utf8');
    for (const [fn, name] of source.matchAll(/^export function (Lu\w+) \(props\) \{\n[^\n]*\n\};$/gm))
      if (name) icons.set(name, fn);
    if (icons.size < 1000) throw new Error(`react-icons/lu: found ${icons.size} icons; its file format changed`);
    return icons;
  };
  return {
    name: 'skillsetu-split-lucide-icons',
    apply: 'build',
    // before Vite's own resolver, which would resolve the package to its one module
    enforce: 'pre',
    resolveId(source) {
      if (source === 'react-icons/lu') return { id: BARREL_ID, moduleSideEffects: false };
      if (source.startsWith(ICON_PREFIX)) return { id: source, moduleSideEffects: false };
      return null;
    },
    load(id) {
      if (id === BARREL_ID)
        return [...load().keys()].map((name) => `export { ${name} } from '${ICON_PREFIX}${name}';`).join('\n');
      if (id.startsWith(ICON_PREFIX)) {
        const fn = load().get(id.slice(ICON_PREFIX.length));
        if (!fn) throw new Error(`react-icons/lu has no ${id.slice(ICON_PREFIX.length)}`);
        return `import { GenIcon } from ${JSON.stringify(ICON_LIB)};\n${fn}\n`;
      }
      return null;
    },
  };
}
