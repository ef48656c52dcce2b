/// <reference types="node" />
// Every collection firestore.rules matches has a module in domain/src/collections
// (docs/decisions/240-one-module-per-collection.md): its path, schema, lenient read and factory.
import { describe, expect, it } from 'vitest';
import { COLLECTION_MODULES } from '../collections';
import { readRepoFile } from './repo-files';

/** Every collection name in a rules file's `match` paths, nested ones included ('sessions' of batches/{b}/sessions/{n}). */
export function rulesCollectionNames(rules: string): string[] {
  const paths = [...rules.matchAll(/match\s+(\/[^\s{]*(?:\{[^}]*\}[^\s{]*)*)\s*\{/g)].map((m) => m[1] ?? '');
  const names = paths.flatMap((p) => p.split('/').filter((s) => /^\w+$/.test(s)));
  return [...new Set(names)].filter((n) => n !== 'databases' && n !== 'documents').sort();
}

/**
 * Collections without a module yet: none. This list must stay empty (a collection added to
 * firestore.rules gets its module in the same change); a name here that gains a module, or leaves
 * firestore.rules, fails the test below.
 */
const WITHOUT_MODULE: readonly string[] = [];

describe('collection modules and firestore.rules', () => {
  it('reads every collection name of the match paths, nested ones included', () => {
    const rules = 'match /databases/{db}/documents {\n match /a/{x} { match /b/{y} {} }\n match /c/{x}/d/{y} {} }';
    expect(rulesCollectionNames(rules)).toEqual(['a', 'b', 'c', 'd']);
  });

  const inRules = rulesCollectionNames(readRepoFile('firestore.rules'));
  const withModule = COLLECTION_MODULES.map((m) => m.name);

  it('has a module for every collection the rules match (or lists it as still to do)', () => {
    const missing = inRules.filter((c) => !withModule.includes(c) && !WITHOUT_MODULE.includes(c));
    expect({ missing }).toEqual({ missing: [] });
  });

  it('lists as still to do only collections of the rules that have no module', () => {
    const stale = WITHOUT_MODULE.filter((c) => withModule.includes(c) || !inRules.includes(c));
    expect({ stale }).toEqual({ stale: [] });
  });

  it('has one module per collection, each a collection of the rules', () => {
    expect(new Set(withModule).size).toBe(withModule.length);
    expect(withModule.filter((c) => !inRules.includes(c))).toEqual([]);
  });
});
