// Starting a test signed in without the Login form (docs/decisions/236-e2e-workers-and-signed-in-starts.md).
// The first start for an account in a Playwright worker signs in through the Login form on the
// test's page, and keeps what the sign-in stored: Firebase Auth's IndexedDB rows and the
// origin's localStorage (the app's session hint, docs/decisions/009-session-hint.md). Every later
// start in that worker writes the same into the new page before the app loads, where the app finds
// it as it would after a reload. The Login form itself is tested in accounts.spec.ts and by each first start.
import { expect, type Page } from '@playwright/test';
import { AWAY_FROM_AUTH, login, type Account } from './fixtures';

/** Firebase Auth's IndexedDB persistence (firebase/auth `indexedDBLocalPersistence`): database, version, store. */
const AUTH_DB = { name: 'firebaseLocalStorageDb', version: 1, store: 'firebaseLocalStorage', keyPath: 'fbase_key' };
/** A page on the app's origin that is not the app: the IndexedDB is written there before the app loads. */
const BLANK_PATH = '/__e2e-blank-for-sign-in';
/** A UI sign-in on a loaded emulator: generous (ms). */
const SIGN_IN_TIMEOUT_MS = 60_000;

/** One row of Firebase Auth's IndexedDB store, as the SDK wrote it (the signed-in user and its tokens). */
interface AuthRow {
  fbase_key: string;
  value: unknown;
}

/** What a sign-in left in the browser: Firebase Auth's rows and every localStorage entry of the origin. */
interface StoredSession {
  rows: AuthRow[];
  local: Record<string, string>;
}

/** Per worker process (Playwright loads this module once per worker): each account's stored session, by e-mail. */
const sessionByEmail = new Map<string, Promise<StoredSession>>();

/** Every row of Firebase Auth's IndexedDB store on `page` (empty when the app has not written one). */
async function readAuthRows(page: Page): Promise<AuthRow[]> {
  return page.evaluate(
    (db) =>
      new Promise<AuthRow[]>((resolve, reject) => {
        const open = indexedDB.open(db.name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const conn = open.result;
          if (!conn.objectStoreNames.contains(db.store)) {
            conn.close();
            resolve([]);
            return;
          }
          const all = conn.transaction(db.store, 'readonly').objectStore(db.store).getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            conn.close();
            resolve(all.result as AuthRow[]);
          };
        };
      }),
    AUTH_DB,
  );
}

/**
 * Signs `account` in through the Login form on `page` itself (its context is the test's, warm from
 * the pool, ADR 302) and resolves to what the sign-in stored; `page` is then signed in, on the
 * page the form landed on.
 */
async function signInHere(page: Page, account: Account): Promise<StoredSession> {
  await login(page, account, { landing: AWAY_FROM_AUTH, timeout: SIGN_IN_TIMEOUT_MS });
  let rows: AuthRow[] = [];
  await expect
    .poll(async () => (rows = await readAuthRows(page)).some((r) => r.fbase_key.startsWith('firebase:authUser:')), {
      timeout: SIGN_IN_TIMEOUT_MS,
    })
    .toBe(true);
  const local = await page.evaluate(() => Object.fromEntries(Object.entries(window.localStorage)));
  return { rows, local };
}

/**
 * Makes `page` signed in as `account` (an e-mail and password account that exists), then opens
 * `path` when given. The first call per account in a worker signs in through the Login form on
 * `page` (up to 60 s) and keeps what it stored; later calls write that session (Auth's IndexedDB
 * rows, the origin's localStorage) into `page` on a blank page of the app's origin, without loading
 * the app. Without `path`, `page` is left where the form landed (first call) or on that blank page.
 * Throws when the sign-in does not land or stores no user.
 */
export async function startSignedIn(page: Page, account: Account, path?: string): Promise<void> {
  const known = sessionByEmail.get(account.email);
  if (!known) {
    const session = signInHere(page, account);
    sessionByEmail.set(account.email, session);
    session.catch(() => sessionByEmail.delete(account.email));
    await session;
    if (path) await page.goto(path);
    return;
  }
  const stored = await known;
  await page.route(`**${BLANK_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>sign-in</title>' }),
  );
  await page.goto(BLANK_PATH);
  await page.evaluate(
    ({ db, rows: toWrite, local }) =>
      new Promise<void>((resolve, reject) => {
        for (const [key, value] of Object.entries(local)) window.localStorage.setItem(key, value);
        const open = indexedDB.open(db.name, db.version);
        open.onupgradeneeded = () => open.result.createObjectStore(db.store, { keyPath: db.keyPath });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const conn = open.result;
          const tx = conn.transaction(db.store, 'readwrite');
          for (const row of toWrite) tx.objectStore(db.store).put(row);
          tx.oncomplete = () => {
            conn.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { db: AUTH_DB, rows: stored.rows, local: stored.local },
  );
  await page.unroute(`**${BLANK_PATH}`);
  if (path) await page.goto(path);
}
