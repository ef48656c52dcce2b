import { seedDemoData, waitForTrainerCards } from '../../scripts/seed/index.mjs';

/**
 * Playwright global setup (runs inside `firebase emulators:exec`): writes the demo data through
 * the emulators and waits until the functions have derived every seeded trainer card, so specs
 * start from the marketplace a newcomer sees after `npm start`.
 */
export default async function globalSetup(): Promise<void> {
  const { trainerUids } = await seedDemoData({ log: (m) => console.log(m) });
  await waitForTrainerCards(trainerUids.length, 120_000, trainerUids);
}
