/// <reference types="node" />
// Every collection firestore.rules opens has a row in docs/architecture.md's data model table
// (docs/testing.md#docs-that-cannot-drift), so no shipped collection goes undocumented.
import { describe, expect, it } from 'vitest';
import { readRepoFile, tableAfter } from './repo-files';

/** Collection names of `match /name/…` blocks in a rules file (the `databases` wrapper excluded). */
export function rulesCollections(rules: string): string[] {
  const names = [...rules.matchAll(/match\s+\/(\w+)\//g)]
    .map((m) => m[1] ?? '')
    .filter((n) => n !== '' && n !== 'databases');
  return [...new Set(names)].sort();
}

describe('the data model table of docs/architecture.md', () => {
  it('reads the collections of a rules file', () => {
    const rules =
      'match /databases/{db}/documents {\n match /orders/{id} {}\n match /a_b/{x}/days/{d} {}\n match /orders/{id}/x {} }';
    expect(rulesCollections(rules)).toEqual(['a_b', 'orders']);
  });

  it('has a row for every collection firestore.rules matches', () => {
    const collections = rulesCollections(readRepoFile('firestore.rules'));
    const firstCells = tableAfter(readRepoFile('docs/architecture.md'), '## Data model (Cloud Firestore)')
      .map(([first]) => first ?? '')
      .join(' ');
    expect(collections.length).toBeGreaterThan(0);
    const missing = collections.filter((c) => !new RegExp(`[\`/]${c}/`).test(firstCells));
    expect({ missing }).toEqual({ missing: [] });
  });
});
