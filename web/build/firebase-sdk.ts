import path from 'node:path';
import { assertVersion } from './versions';

/**
 * Builds replace two pieces of the Firebase SDK that the app never runs with stand-ins that throw
 * (src/lib/firebase/*-unavailable.ts says why for each): `re2js`, which Firestore bundles for
 * Pipeline queries' regex functions (~45 KB gzip), and 'firebase/database', which reactfire
 * imports for its Realtime Database hooks (~36 KB gzip). Both sat in every page that loads the
 * full Firestore SDK. A reactfire that imports another database function fails the build.
 */
export function unusedSdkAliases() {
  assertVersion('firebase-sdk', 'firebase', '12.19.0');
  assertVersion('firebase-sdk', 'reactfire', '4.2.6');
  const src = path.resolve(import.meta.dirname, '../src/lib/firebase');
  return [
    { find: /^re2js$/, replacement: path.join(src, 're2js-unavailable.ts') },
    { find: /^firebase\/database$/, replacement: path.join(src, 'database-unavailable.ts') },
  ];
}
