// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertVersion, installedVersion } from '../../build/versions';

/** web/package.json: the versions the web app pins. */
const webPackage = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
  dependencies: { zod: string; '@chakra-ui/react': string };
};

describe('build plugins name the library version they patch (web/build/versions.ts)', () => {
  it('reads the installed version the build resolves', () => {
    expect(installedVersion('zod')).toBe(webPackage.dependencies.zod);
    expect(installedVersion('@chakra-ui/react')).toBe(webPackage.dependencies['@chakra-ui/react']);
  });

  it('fails with what to check when another version is installed', () => {
    expect(() => assertVersion('zod-jitless', 'zod', '3.0.0')).toThrow(
      `web/build/zod-jitless.ts was written for zod 3.0.0, but ${webPackage.dependencies.zod} is installed`,
    );
    expect(() => assertVersion('zod-jitless', 'zod', webPackage.dependencies.zod)).not.toThrow();
  });

  it('names a package that is not installed', () => {
    expect(() => installedVersion('no-such-package-here')).toThrow('no-such-package-here is not installed');
  });
});
