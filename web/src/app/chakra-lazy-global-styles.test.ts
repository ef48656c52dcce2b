// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHAKRA_EAGER_GLOBAL, chakraLazyGlobalStyles } from '../../vite.config';

const require = createRequire(import.meta.url);
const chakraEsm = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm');
const systemJs = path.join(chakraEsm, 'styled-system/system.js');

/** Runs the plugin's transform hook on `code` as if the build had loaded Chakra's system.js. */
function transform(code: string) {
  const error = (message: string) => {
    throw new Error(message);
  };
  const hook = chakraLazyGlobalStyles().transform as (
    this: unknown,
    code: string,
    id: string,
  ) => { code: string } | null;
  return hook.call({ error }, code, systemJs);
}

describe('chakraLazyGlobalStyles (vite.config.ts)', () => {
  it("makes the installed Chakra's system._global a getter with the same styles, every line in place", async () => {
    const original = fs.readFileSync(systemJs, 'utf8');
    expect(original).toContain(CHAKRA_EAGER_GLOBAL);
    const result = transform(original);
    expect(result?.code).not.toContain(CHAKRA_EAGER_GLOBAL);
    expect(result?.code.split('\n')).toHaveLength(original.split('\n').length);
    // evaluate the transformed module next to the original, so its relative imports resolve
    const copy = path.join(path.dirname(systemJs), `system.lazy-test-${process.pid}.js`);
    fs.writeFileSync(copy, result!.code);
    try {
      const lazy = await import(/* @vite-ignore */ pathToFileURL(copy).href);
      const eager = await import(/* @vite-ignore */ pathToFileURL(systemJs).href);
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

  it('fails the build when Chakra no longer has the eager statement', () => {
    expect(() => transform('export function createSystem() { return {}; }')).toThrow(/update chakraLazyGlobalStyles/);
  });
});
