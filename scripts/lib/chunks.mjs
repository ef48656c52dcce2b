// Names of the build's chunks that the build config, the prerender capture and the e2e tests refer
// to, in one place. A chunk's file is `assets/<name>-<8-character hash>.js`; the name comes from its
// module's file name (or a codeSplitting group in web/vite.config.ts). The build fails when a name
// listed here matches no file (web/build/chunks.ts heldBackChunksPresent), so renaming a module can
// no longer silently turn the prerender or a test into a race (docs/decisions/004-prerender-capture.md).

/** The entry chunk: index.html's script (main.tsx). */
export const ENTRY_CHUNK = 'index';

/**
 * The full Firebase SDK's chunks (not Firestore Lite): the entry's preload lists leave them out.
 * The Auth SDK is part of 'sdk' (lib/firebase/sdk.ts initialises it), since the feature reads
 * import that module directly (docs/decisions/244-one-read-hook-and-feature-doors.md).
 */
export const FIREBASE_SDK_CHUNKS = ['firestore', 'sdk', 're2js-unavailable'];

/**
 * Chunks loaded only when the browser is idle, never on a page's critical path: the toast view,
 * the signed-in areas' route table and the home promo dialog. They get no preload lists.
 */
export const IDLE_CHUNKS = ['toaster-view', 'account-routes', 'promo-popup'];

/** The trainer profile's live listener module (features/trainers/components/live-trainer-source.tsx). */
export const LIVE_TRAINER_SOURCE_CHUNK = 'live-trainer-source';

/**
 * What the prerender capture holds back, so the capture is the first paint before any SDK or data:
 * Firebase, the navbar's session part, the trainer-cards worker and the live trainer listener.
 */
export const PRERENDER_HELD_BACK_CHUNKS = [
  'load-firebase-providers',
  'firebase-providers',
  'firestore',
  'sdk',
  'session-actions',
  'trainer-cards.worker',
  LIVE_TRAINER_SOURCE_CHUNK,
];

/** Every name above: the build fails if one matches no output file. */
export const HELD_BACK_CHUNKS = [
  ...new Set([ENTRY_CHUNK, ...FIREBASE_SDK_CHUNKS, ...IDLE_CHUNKS, ...PRERENDER_HELD_BACK_CHUNKS]),
];

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A RegExp matching the output file of any of `names` (e.g. '/assets/firestore-DrNzC7Sc.js' or a
 * URL ending so), and not a longer name that starts the same ('firestore-lite-…').
 */
export function chunkFilePattern(names) {
  const list = Array.isArray(names) ? names : [names];
  return new RegExp(`(^|/)(${list.map(escape).join('|')})-[\\w-]{8}\\.js$`);
}

/** The names among `names` that match none of `fileNames` (a build's output files). */
export function missingChunks(fileNames, names = HELD_BACK_CHUNKS) {
  return names.filter((name) => !fileNames.some((file) => chunkFilePattern(name).test(file)));
}
