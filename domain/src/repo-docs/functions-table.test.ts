/// <reference types="node" />
// docs/architecture.md's Cloud Functions table lists exactly what functions/src/index.ts exports
// (docs/testing.md#docs-that-cannot-drift): a new function without its row, or a row left behind
// by a removed one, fails here.
import { describe, expect, it } from 'vitest';
import { readRepoFile, tableAfter } from './repo-files';

/** Names re-exported by functions/src/index.ts (`export { a, b as c } from '…'` → a, c). */
export function exportedFunctions(indexTs: string): string[] {
  const names: string[] = [];
  for (const m of indexTs.matchAll(/^export\s*\{([^}]*)\}\s*from/gm))
    for (const part of (m[1] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.push(name);
    }
  for (const m of indexTs.matchAll(/^export\s+(?:const|function)\s+(\w+)/gm)) if (m[1]) names.push(m[1]);
  return names.sort();
}

/** Function names in the first column of the docs table (a row may name several: `a` / `b`). */
export function documentedFunctions(markdown: string): string[] {
  return tableAfter(markdown, '## Cloud Functions')
    .flatMap(([first]) => [...(first ?? '').matchAll(/`(\w+)`/g)].map((m) => m[1] ?? ''))
    .sort();
}

describe('the Cloud Functions table of docs/architecture.md', () => {
  it('reads both sides the way they are written', () => {
    expect(exportedFunctions("export { a } from './x';\nexport { b as c, d } from './y';\n// export { e }")).toEqual([
      'a',
      'c',
      'd',
    ]);
    expect(
      documentedFunctions('## Cloud Functions\n\n| function | kind |\n|---|---|\n| `a` / `b` | x |\n| `c` | y |\n'),
    ).toEqual(['a', 'b', 'c']);
  });

  it('names every function functions/src/index.ts exports, and no other', () => {
    const exported = exportedFunctions(readRepoFile('functions/src/index.ts'));
    const documented = documentedFunctions(readRepoFile('docs/architecture.md'));
    expect(exported.length).toBeGreaterThan(0);
    expect({ undocumented: exported.filter((n) => !documented.includes(n)) }).toEqual({ undocumented: [] });
    expect({ notExported: documented.filter((n) => !exported.includes(n)) }).toEqual({ notExported: [] });
    expect(new Set(documented).size).toBe(documented.length);
  });
});
