import { seedDemoData, waitForTrainerCards } from '../../scripts/seed/index.mjs';

/**
 * Playwright global setup (runs inside `firebase emulators:exec`): empties Firestore, writes the demo
 * data through the emulators and waits until the functions have derived every seeded trainer card,
 * so specs start from the marketplace a newcomer sees after `npm start`. The rules and functions
 * suites ran on the same emulator first; their fixtures (orders and enrolments written by hand,
 * deliberately broken payments) are not that marketplace, and the admin's reconciliation reads all
 * of it. Throws when the emulator refuses the reset.
 */
export default async function globalSetup(): Promise<void> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const reset = await fetch(`http://${host}/emulator/v1/projects/demo-skillsetu/databases/(default)/documents`, {
    method: 'DELETE',
  });
  if (!reset.ok) throw new Error(`Could not empty the Firestore emulator at ${host}: HTTP ${reset.status}`);
  const { trainerUids } = await seedDemoData({ log: (m) => console.log(m) });
  await waitForTrainerCards(trainerUids.length, 120_000, trainerUids);
}
