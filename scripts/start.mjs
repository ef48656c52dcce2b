// `npm start`: installs what is missing, builds the functions and the web app for the emulators,
// then runs the Emulator Suite (auth, firestore, functions, hosting) with the demo data seeded
// and prints the app's address. Stops cleanly on Ctrl-C (SIGINT) or SIGTERM.
//
// The same file runs twice: outside (build + `firebase emulators:exec`) and, with
// --inside-emulators, as the script emulators:exec keeps alive while the emulators serve.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { emulatorEnv, firebaseArgs, requireJava } from './lib/emulator-env.mjs';
import { ROOT } from './lib/paths.mjs';
import { HOST, PROJECT_ID, ports } from './lib/ports.mjs';
import { buildForEmulators, ensureDependencies, ensureLocalSecrets } from './lib/setup.mjs';

/** Inside emulators:exec: local services, demo data, the address, then wait for a stop signal. */
async function serve() {
  const { startServices } = await import('./lib/services.mjs');
  const { DEMO_ACCOUNTS, seedDemoData, waitForTrainerCards } = await import('./seed/index.mjs');
  const stopped = new Promise((resolve) => {
    for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(sig, () => resolve(sig));
  });
  const services = await startServices();
  const url = `http://${HOST}:${ports().hosting}`;
  console.log(`\n[start] the emulators are up; loading the demo data. The app will be at ${url}\n`);
  const { trainerUids } = await seedDemoData({ log: (m) => console.log(m) });
  await waitForTrainerCards(trainerUids.length, 180_000, trainerUids);
  // Every scheduled function runs now and then on its schedule (docs/decisions/171-local-scheduler.md):
  // the first refreshSiteStats run is what gives home, About and the stats strip their numbers.
  const { startLocalScheduler } = await import('./lib/local-scheduler.mjs');
  const scheduler = await startLocalScheduler({ log: (m) => console.log(m) });
  // The address is printed only once the stats exist: a fresh demo never shows "–" (ADR 171).
  const { requireSiteStats } = await import('./seed/site-stats.mjs');
  const stats = await requireSiteStats({ log: (m) => console.log(m) });
  console.log(`[start] site stats: ${stats.learners} learners, ${stats.verified_trainers} verified trainers`);
  const banner = [
    '',
    '='.repeat(72),
    `SkillSetu is running at ${url}   (demo data loaded)`,
    `  Find Trainers: ${url}/find-trainers`,
    `  Scheduled jobs run locally: ${scheduler.jobs.map((j) => `${j.name} (${j.schedule})`).join(', ')}`,
    `  Mails' codes (password reset, verification): http://${HOST}:${ports().auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
    '  Demo accounts (emulator only):',
    ...Object.entries(DEMO_ACCOUNTS).map(([role, a]) => `    ${role.padEnd(8)} ${a.email} / ${a.password}`),
    'Press Ctrl-C to stop (the emulators keep no data between runs).',
    '='.repeat(72),
    '',
  ].join('\n');
  console.log(banner);
  // The seed's last triggers log for a few seconds more: print the address again once they are done.
  setTimeout(() => console.log(banner), 15_000).unref();
  await stopped;
  scheduler.stop();
  await services.stop();
  process.exit(0);
}

/** Outside: install, build, and run the emulators with this file as the exec script. */
function main() {
  const started = Date.now();
  ensureDependencies();
  ensureLocalSecrets();
  requireJava();
  // Two notices below look like failures but are not (docs/data-and-tooling.md#npm-start):
  console.log(
    '[start] expected notices: firebase-tools says Java < 21 support ends in firebase-tools 15 (Java 17 works today, ' +
      'docs/decisions/001-emulators-on-java-17.md); the functions emulator says it uses Node 20 for "node 22" (production runs Node 22).',
  );
  const env = emulatorEnv();
  console.log('[start] building the functions and the web app for the emulators (only what changed)…');
  buildForEmulators(env);
  console.log(`[start] built in ${((Date.now() - started) / 1000).toFixed(0)} s; starting the emulators…`);
  const firebase = path.join(ROOT, 'node_modules', '.bin', 'firebase');
  const only = ['auth', 'firestore', 'functions', 'hosting'];
  // Own process group, so one Ctrl-C reaches firebase-tools and the exec script exactly once (below).
  const child = spawn(
    firebase,
    ['emulators:exec', ...firebaseArgs(only), 'node scripts/start.mjs --inside-emulators'],
    {
      cwd: ROOT,
      env,
      stdio: 'inherit',
      detached: true,
    },
  );
  let signals = 0;
  const forward = () => {
    signals += 1;
    try {
      process.kill(-child.pid, signals === 1 ? 'SIGINT' : 'SIGKILL');
    } catch {
      // the group is already gone
    }
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  process.on('SIGHUP', forward);
  child.on('exit', (code, signal) => process.exit(signals > 0 ? 0 : (code ?? (signal ? 1 : 0))));
}

if (process.argv.includes('--inside-emulators')) await serve();
else main();
