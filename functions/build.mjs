// Bundles the functions with esbuild so @skillsetu/domain is inlined (it is not published);
// firebase-functions, firebase-admin and razorpay stay external and install from package.json.
// Each function module that src/index.ts serves is an entry of its own (lib/<folder>/<file>.js),
// code they share goes to lib/chunks/: a process serving one function loads that module and its
// chunks alone (docs/decisions/230-one-function-per-cold-worker.md). lib/ is emptied first.
import fs from 'node:fs';
import { build } from 'esbuild';

/** The modules src/index.ts loads: `serve('name', './folder/file')` → src/folder/file.ts. */
const index = fs.readFileSync('src/index.ts', 'utf8');
const modules = [...new Set([...index.matchAll(/serve\(\s*'\w+',\s*'\.\/([^']+)'/g)].map((m) => `src/${m[1]}.ts`))];
if (modules.length === 0) throw new Error('functions/build.mjs: src/index.ts serves no module');

fs.rmSync('lib', { recursive: true, force: true });
await build({
  entryPoints: ['src/index.ts', ...modules],
  outdir: 'lib',
  outbase: 'src',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: { '@skillsetu/domain': '../domain/src/index.ts' },
  logLevel: 'warning',
});
