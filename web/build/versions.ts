import fs from 'node:fs';
import path from 'node:path';

/** Where the web app's packages install: its own node_modules first, then the workspace root's. */
const NODE_MODULES = [
  path.resolve(import.meta.dirname, '../node_modules'),
  path.resolve(import.meta.dirname, '../../node_modules'),
];

/** The version of `pkg` installed for the web app (the package.json the build resolves first). */
export function installedVersion(pkg: string): string {
  for (const dir of NODE_MODULES) {
    const manifest = path.join(dir, pkg, 'package.json');
    if (fs.existsSync(manifest)) return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
  }
  throw new Error(`web/build: ${pkg} is not installed (npm ci)`);
}

/**
 * Throws when the installed `pkg` is not `expected`: each build plugin that patches, aliases or
 * reaches into a library's files names the version it was written against, so an upgrade fails
 * the build with a message instead of silently losing (or breaking) the patch. After checking the
 * plugin against the new version, update `expected`.
 * @param plugin the plugin's file name under web/build/, for the message
 */
export function assertVersion(plugin: string, pkg: string, expected: string): void {
  const found = installedVersion(pkg);
  if (found !== expected)
    throw new Error(
      `web/build/${plugin}.ts was written for ${pkg} ${expected}, but ${found} is installed: ` +
        `check what it patches against ${found}, then update its version.`,
    );
}
