// A process serving one function loads that function's module alone (ADR 230), and every export
// of src/index.ts names a function its module really exports.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servesOnly } from './only-target';

const SRC = path.resolve(import.meta.dirname, '..');

describe('servesOnly', () => {
  let dir = '';
  let entryUrl = '';
  /** The modules the fixtures recorded as loaded, in order. */
  const loaded = (): string[] => (globalThis as { onlyTargetLoaded?: string[] }).onlyTargetLoaded ?? [];

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'only-target-'));
    for (const name of ['alpha', 'beta'])
      fs.writeFileSync(
        path.join(dir, `${name}.js`),
        `(globalThis.onlyTargetLoaded ??= []).push('${name}'); exports.${name} = { fn: '${name}' };`,
      );
    entryUrl = pathToFileURL(path.join(dir, 'index.js')).href;
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('loads only the module of the function FUNCTION_TARGET names', () => {
    (globalThis as { onlyTargetLoaded?: string[] }).onlyTargetLoaded = [];
    const serve = servesOnly(entryUrl, 'beta');
    expect(serve('alpha', './alpha')).toBeUndefined();
    expect(serve('beta', './beta')).toEqual({ fn: 'beta' });
    expect(loaded()).toEqual(['beta']);
  });

  it('loads every module when no function is named (discovery)', () => {
    const serve = servesOnly(entryUrl, undefined);
    expect(serve('alpha', './alpha')).toEqual({ fn: 'alpha' });
    expect(serve('beta', './beta')).toEqual({ fn: 'beta' });
  });
});

describe('src/index.ts', () => {
  const index = fs.readFileSync(path.join(SRC, 'index.ts'), 'utf8');
  const served = [...index.matchAll(/^export const (\w+) = serve\(\s*'(\w+)',\s*'\.\/([^']+)',?\s*\);/gm)];

  it('serves every export through serve(), under its own name', () => {
    expect(served.length).toBe([...index.matchAll(/^export /gm)].length);
    expect(served.length).toBeGreaterThan(60);
    for (const [, exported, name] of served) expect(name).toBe(exported);
  });

  it("names, for each function, a module that exports it (the build's entries)", () => {
    for (const [, , name, modulePath] of served) {
      const source = fs.readFileSync(path.join(SRC, `${modulePath ?? ''}.ts`), 'utf8');
      expect(source, `${modulePath} exports ${name}`).toMatch(new RegExp(`^export const ${name} =`, 'm'));
    }
  });
});
