// Cloud Storage, initialised once beside the other SDK singletons. Only import from lazily-loaded
// modules. The Storage emulator cannot start on some machines (docs/decisions/002-storage-emulator.md):
// callers must treat every upload as fallible and show an error instead of breaking the page.
import { connectStorageEmulator, getDownloadURL, getStorage, ref, uploadBytes } from 'firebase/storage';
import { emulators } from '../../config/firebase-config';
import { firebaseApp } from './sdk';

export const storage = getStorage(firebaseApp);
if (emulators) connectStorageEmulator(storage, emulators.storage.host, emulators.storage.port);

/**
 * Uploads a file to `path` (with its content type, which storage.rules checks) and returns its
 * download URL. Throws the SDK's StorageError when the upload is rejected or Storage is unreachable;
 * gives up after `timeoutMs` (an absent emulator otherwise retries for minutes).
 */
export async function uploadFile(path: string, file: Blob, timeoutMs = 20_000): Promise<string> {
  const target = ref(storage, path);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Upload timed out: Storage is unreachable')), timeoutMs);
  });
  try {
    await Promise.race([uploadBytes(target, file, { contentType: file.type }), timeout]);
    return await Promise.race([getDownloadURL(target), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
