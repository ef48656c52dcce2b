/// <reference types="node" />
// package-lock.json names every registry package's tarball (`resolved`), so `npm ci` fetches the
// tarballs and nothing else (docs/decisions/308-lockfile-keeps-tarball-addresses.md). An install
// on a machine whose npm omits them, in spite of the project's .npmrc, fails here.
import { describe, expect, it } from 'vitest';
import { readRepoFile } from './repo-files';

/** One entry of package-lock.json's `packages` (lockfileVersion 3): only the fields read here. */
interface LockEntry {
  name?: string;
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
}

/**
 * The keys of `packages` whose entry is a registry package (it has an integrity hash and is not a
 * workspace link) without a `resolved` tarball address.
 */
export function entriesWithoutTarball(packages: Record<string, LockEntry>): string[] {
  return Object.entries(packages)
    .filter(([key, e]) => key.includes('node_modules/') && !e.link && e.integrity !== undefined && !e.resolved)
    .map(([key]) => key);
}

describe('package-lock.json', () => {
  it('finds a registry entry without its tarball, and not links or entries with one', () => {
    const packages: Record<string, LockEntry> = {
      '': { name: 'root' },
      'node_modules/a': { version: '1.0.0', integrity: 'sha512-x' },
      'node_modules/b': {
        version: '1.0.0',
        resolved: 'https://registry.npmjs.org/b/-/b-1.0.0.tgz',
        integrity: 'sha512-y',
      },
      'node_modules/@x/w': { resolved: 'web', link: true },
    };
    expect(entriesWithoutTarball(packages)).toEqual(['node_modules/a']);
  });

  it('names the tarball of every registry package', () => {
    const lock = JSON.parse(readRepoFile('package-lock.json')) as { packages: Record<string, LockEntry> };
    expect(Object.keys(lock.packages).length).toBeGreaterThan(1000);
    expect({ withoutTarball: entriesWithoutTarball(lock.packages) }).toEqual({ withoutTarball: [] });
  });

  it('keeps the tarball addresses when npm writes it (the project .npmrc)', () => {
    expect(readRepoFile('.npmrc')).toMatch(/^omit-lockfile-registry-resolved=false$/m);
  });
});
