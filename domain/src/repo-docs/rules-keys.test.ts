/// <reference types="node" />
// The keys firestore.rules lets a client write equal the keys the domain schema reads, up to the
// differences each collection names with a reason (docs/decisions/225-schema-keys-match-rules.md).
import { describe, expect, it } from 'vitest';
import { CLIENT_WRITTEN } from '../collections/client-written';
import { readRepoFile } from './repo-files';

/** The keys of the first `keys().hasOnly([...])` list after `anchor` in a rules file. */
export function hasOnlyKeysAfter(rules: string, anchor: string): string[] {
  const at = rules.indexOf(anchor);
  if (at < 0) throw new Error(`"${anchor}" is not in the rules`);
  const list = /keys\(\)\.hasOnly\(\[([^\]]*)\]\)/.exec(rules.slice(at));
  if (!list) throw new Error(`no keys().hasOnly([...]) after "${anchor}"`);
  return [...(list[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '').sort();
}

const without = (keys: string[], notes: readonly (readonly [string, string])[]) =>
  keys.filter((k) => !notes.some(([n]) => n === k)).sort();

describe('client-written collections: rules keys and schema keys', () => {
  const rules = readRepoFile('firestore.rules');

  it('reads the first hasOnly list after an anchor', () => {
    const text = "match /a/{x} { allow create: if d.keys().hasOnly(['b', 'a']) && e.keys().hasOnly(['z']) }";
    expect(hasOnlyKeysAfter(text, 'match /a/{x}')).toEqual(['a', 'b']);
    expect(() => hasOnlyKeysAfter(text, 'match /c/{x}')).toThrow('is not in the rules');
  });

  it.each(CLIENT_WRITTEN.map((c) => [c.path, c] as const))('%s', (_path, c) => {
    const schemaKeys = Object.keys(c.schema.shape);
    const ruleKeys = hasOnlyKeysAfter(rules, c.rules);
    // every note names a key that exists on its side, so a stale note fails too
    expect(c.readOnly.map(([k]) => k).filter((k) => !schemaKeys.includes(k))).toEqual([]);
    expect(c.writeOnly.map(([k]) => k).filter((k) => !ruleKeys.includes(k))).toEqual([]);
    expect(without(ruleKeys, c.writeOnly)).toEqual(without(schemaKeys, c.readOnly));
  });
});
