// Bundles the functions with esbuild so @skillsetu/domain is inlined (it is not published);
// firebase-functions, firebase-admin and razorpay stay external and install from package.json.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: { '@skillsetu/domain': '../domain/src/index.ts' },
  logLevel: 'warning',
});
