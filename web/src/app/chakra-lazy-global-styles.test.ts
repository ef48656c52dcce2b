// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHAKRA_LAZY_GLOBAL, CHAKRA_PATCH } from '../../build/chakra';

const require = createRequire(import.meta.url);
const chakraEsm = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm');
const systemJs = path.join(chakraEsm, 'styled-system/system.js');

/** Chakra's system.js as published: the installed (patched) file with the patch's lines reversed. */
function unpatched(patched: string): string {
  const lines = fs.readFileSync(CHAKRA_PATCH, 'utf8').split('\n');
  const removed = lines.filter((l) => l.startsWith('-') && !l.startsWith('---')).map((l) => l.slice(1));
  const added = lines.filter((l) => l.startsWith('+') && !l.startsWith('+++')).map((l) => l.slice(1));
  expect(added).toHaveLength(removed.length);
  return added.reduce((code, line, i) => code.replace(line, removed[i] ?? line), patched);
}

describe("Chakra's lazy global styles (patches/, docs/decisions/006-chakra-global-styles.md)", () => {
  it("the installed Chakra's system._global is a getter with the published styles, every line in place", async () => {
    const patched = fs.readFileSync(systemJs, 'utf8');
    expect(patched).toContain(CHAKRA_LAZY_GLOBAL);
    const original = unpatched(patched);
    expect(original).not.toContain(CHAKRA_LAZY_GLOBAL);
    expect(original.split('\n')).toHaveLength(patched.split('\n').length);
    // evaluate the published module next to the patched one, so its relative imports resolve
    const copy = path.join(path.dirname(systemJs), `system.eager-test-${process.pid}.js`);
    fs.writeFileSync(copy, original);
    try {
      const eager = await import(/* @vite-ignore */ pathToFileURL(copy).href);
      const lazy = await import(/* @vite-ignore */ pathToFileURL(systemJs).href);
      const { defaultBaseConfig } = await import(
        /* @vite-ignore */ pathToFileURL(path.join(chakraEsm, 'preset-base.js')).href
      );
      const lazySystem = lazy.createSystem(defaultBaseConfig);
      expect(typeof Object.getOwnPropertyDescriptor(lazySystem, '_global')?.get).toBe('function');
      expect(lazySystem._global).toEqual(eager.createSystem(defaultBaseConfig)._global);
      expect(lazySystem._global).toBe(lazySystem._global); // computed once
    } finally {
      fs.rmSync(copy, { force: true });
    }
  });
});
