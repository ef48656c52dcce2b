import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider, FunctionsProvider } from 'reactfire';
import { auth, firebaseApp, firestore, functions } from './sdk';

/**
 * reactfire's providers over the singleton SDK instances. Default export: it is always loaded
 * lazily (see with-firebase.tsx), never from the entry chunk.
 */
export default function FirebaseProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <FunctionsProvider sdk={functions}>{children}</FunctionsProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
