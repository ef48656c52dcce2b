// The build phase of `npm test`, run as its own process so it can go side by side with lint,
// typecheck and the unit tests: the functions bundle and the web app for the emulators (each
// skipped when its inputs did not change, scripts/lib/setup.mjs). The environment comes from
// scripts/test.mjs (emulatorEnv). Exits non-zero when a build fails.
import { buildForEmulators } from './lib/setup.mjs';

try {
  buildForEmulators(process.env);
} catch (e) {
  console.error(`[build] failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
