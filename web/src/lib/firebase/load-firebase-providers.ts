const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Loads the Firebase SDKs and reactfire's providers (firebase-providers.tsx) in two evaluation
 * tasks: first the Firestore SDK (a chunk of its own: FIRESTORE_CHUNK in web/build/chunks.ts), then
 * Auth, Functions, reactfire and the providers. Evaluated together they were the longest task of
 * Find Trainers (~30 ms on a fast machine, ~120-220 ms in Lighthouse's 4x CPU simulation: docs/decisions/062-firebase-in-three-tasks.md,
 * Total Blocking Time). Its own small chunk, so the entry carries no list of the SDK's chunks.
 */
export async function loadFirebaseProviders() {
  await import('firebase/firestore');
  await nextTask();
  return import('./firebase-providers');
}
