// The e2e suite's data: the demo marketplace and warm callables. Run by Playwright's global setup,
// or before Playwright by `npm test` (web/e2e/prepare.ts; docs/decisions/260-e2e-prepared-beside-the-functions-suite.md).
import { seedDemoData, waitForTrainerCards } from '../../scripts/seed/index.mjs';
import { runScheduledByName } from '../../scripts/lib/local-scheduler.mjs';
import { requireSiteStats } from '../../scripts/seed/site-stats.mjs';
import { HOST, ports } from '../../scripts/lib/ports.mjs';
import { warmCallables } from './warm-callables';

const PROJECT = 'demo-skillsetu';

/** PUT on the emulator hub (`/functions/disableBackgroundTriggers` or `/functions/enableBackgroundTriggers`). */
async function hubPut(pathname: string): Promise<void> {
  const hub = process.env.FIREBASE_EMULATOR_HUB ?? `${HOST}:${ports().hub}`;
  const res = await fetch(`http://${hub}${pathname}`, { method: 'PUT' });
  if (!res.ok) throw new Error(`Emulator hub ${pathname}: HTTP ${res.status} ${await res.text()}`);
}

/**
 * True when the Firestore emulator at `host` holds no collection (a fresh emulator, as `npm test`
 * starts for the e2e suite): then there is nothing to delete, and switching the triggers off and on,
 * which makes the functions emulator load every function again, is skipped. Throws when the emulator
 * does not answer.
 */
async function firestoreIsEmpty(host: string | undefined): Promise<boolean> {
  const res = await fetch(`http://${host}/v1/projects/${PROJECT}/databases/(default)/documents:listCollectionIds`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!res.ok) throw new Error(`Could not list the Firestore emulator's collections at ${host}: HTTP ${res.status}`);
  const body = (await res.json()) as { collectionIds?: string[] };
  return (body.collectionIds ?? []).length === 0;
}

/**
 * Empties Firestore with the functions' background triggers switched off (the emulator hub's own
 * switch, the one `withFunctionTriggersDisabled` of @firebase/rules-unit-testing uses). Switching
 * them off first waits for the triggers still queued by the suites that ran before; with them off,
 * deleting those suites' documents does not start a few hundred delete triggers that would run
 * alongside the seed, on the same two cores. Throws when the emulator refuses the reset.
 */
async function emptyFirestore(): Promise<void> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (await firestoreIsEmpty(host)) return;
  await hubPut('/functions/disableBackgroundTriggers');
  try {
    const reset = await fetch(`http://${host}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, {
      method: 'DELETE',
    });
    if (!reset.ok) throw new Error(`Could not empty the Firestore emulator at ${host}: HTTP ${reset.status}`);
  } finally {
    await hubPut('/functions/enableBackgroundTriggers');
  }
}

/**
 * Prepares the e2e suite's data (inside `firebase emulators:exec`): empties Firestore, writes the demo
 * data through the emulators and waits until the functions have derived every seeded trainer card,
 * so specs start from the marketplace a newcomer sees after `npm start`; then starts a worker for
 * each callable the app calls (warm-callables.ts), so no test waits for a cold one. `npm test` gives the e2e
 * suite emulators of its own (docs/decisions/215-e2e-on-its-own-emulators.md), but a run by hand may
 * follow the functions suite on the same emulator: its fixtures (orders and enrolments written by
 * hand, deliberately broken payments) are not that marketplace, and the admin's reconciliation
 * reads all of it.
 *
 * The seed is idempotent (seeding twice changes nothing), so a failed seed is logged and run once
 * more: it is a minute of callables and triggers on a shared two-core machine. A second failure
 * throws (in Playwright's global setup, Playwright reports it as the run's error).
 */
export async function prepareE2eData(): Promise<void> {
  const started = Date.now();
  await emptyFirestore();
  // each line with the seconds since the start: where the prepare's time goes (ADR 260)
  const log = (m: string) => console.log(`[+${((Date.now() - started) / 1000).toFixed(1)} s] ${m}`);
  let seeded: Awaited<ReturnType<typeof seedDemoData>>;
  try {
    seeded = await seedDemoData({ log });
  } catch (err) {
    console.error('[e2e prepare] The demo seed failed once; seeding again (it is idempotent):', err);
    seeded = await seedDemoData({ log });
  }
  await waitForTrainerCards(seeded.trainerUids.length, 120_000, seeded.trainerUids);
  // As `npm start` does: the scheduled stats job runs once over the seeded marketplace (ADR 171).
  const status = await runScheduledByName('refreshSiteStats');
  if (status !== 200) throw new Error(`[e2e prepare] refreshSiteStats answered ${status}`);
  // The same check `npm start` makes before it prints the address: the stats document exists.
  await requireSiteStats({ log });
  log(`[e2e prepare] demo data ready in ${Date.now() - started} ms`);
  const warmStarted = Date.now();
  const warmed = await warmCallables();
  log(`[e2e prepare] ${warmed} callables warmed in ${Date.now() - warmStarted} ms`);
}
