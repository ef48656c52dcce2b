// The Functions emulator's worker runtime, as patches/firebase-tools+14.27.0.patch leaves it
// (docs/decisions/231-emulator-worker-without-deploy-code.md): it no longer loads firebase-tools'
// deploy code, and the headers it copied still equal the originals (the patch names the version).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const EMULATOR = path.join(path.dirname(require.resolve('firebase-tools/package.json')), 'lib', 'emulator');
const RUNTIME = path.join(EMULATOR, 'functionsEmulatorRuntime.js');

describe('the patched Functions emulator worker runtime', () => {
  it('loads without firebase-tools’ functionsEmulatorShared (and its deploy code)', () => {
    require(RUNTIME);
    const loaded = Object.keys(require.cache);
    expect(loaded).toContain(RUNTIME);
    expect(loaded.filter((file) => file.endsWith('functionsEmulatorShared.js'))).toEqual([]);
  });

  it('copies the callable headers of the original (read as text: requiring it costs seconds)', () => {
    const patched = fs.readFileSync(RUNTIME, 'utf8');
    const original = fs.readFileSync(path.join(EMULATOR, 'functionsEmulatorShared.js'), 'utf8');
    for (const key of ['CALLABLE_AUTH_HEADER', 'ORIGINAL_AUTH_HEADER']) {
      const value = new RegExp(`HttpConstants\\.${key} = "([^"]+)"`).exec(original)?.[1];
      expect(value, key).toBeTruthy();
      expect(patched).toContain(`${key}: "${value ?? ''}"`);
    }
  });
});
