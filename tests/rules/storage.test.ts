// storage.rules: profile photos at avatars/{uid}/{file} — owner-only writes of JPG, PNG or GIF under
// 2 MB, public reads, everything else denied. Runs wherever the Storage emulator runs
// (FIREBASE_STORAGE_EMULATOR_HOST, set by `firebase emulators:exec` when storage is started, or a
// reachable port for this offset). On machines where it cannot start (its rules runtime jar cannot
// be downloaded: docs/decisions/002-storage-emulator.md) the suite is gated off and says so.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { HOST, PROJECT_ID, ports } from '../../scripts/lib/ports.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function storageEmulator(): { host: string; port: number } {
  const fromEnv = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (fromEnv) {
    const i = fromEnv.lastIndexOf(':');
    return { host: fromEnv.slice(0, i).replace(/^\[|\]$/g, ''), port: Number(fromEnv.slice(i + 1)) };
  }
  return { host: HOST, port: ports().storage };
}

/** True when something accepts TCP connections at the Storage emulator's address within 1 s. */
function reachable({ host, port }: { host: string; port: number }): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const emulator = storageEmulator();
const available = await reachable(emulator);
if (!available) {
  console.log(
    `storage.rules suite not run: Storage emulator unavailable at ${emulator.host}:${emulator.port} ` +
      '(see docs/decisions/002-storage-emulator.md)',
  );
}

const MB = 1024 * 1024;
const bytes = (n: number) => new Uint8Array(n);

describe.runIf(available)('storage.rules: profile photos', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID as string,
      storage: { ...emulator, rules: fs.readFileSync(path.join(ROOT, 'storage.rules'), 'utf8') },
    });
  });
  beforeEach(async () => {
    await env.clearStorage();
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  const as = (uid: string) => env.authenticatedContext(uid).storage();
  /** An upload as a plain promise (the compat UploadTask is only thenable). */
  const put = (storage: ReturnType<typeof as>, p: string, size: number, contentType: string) =>
    Promise.resolve(storage.ref(p).put(bytes(size), { contentType }));

  it('the owner uploads a JPG, PNG or GIF under 2 MB to avatars/{uid}/', async () => {
    const files: [string, string][] = [
      ['a.jpg', 'image/jpeg'],
      ['b.png', 'image/png'],
      ['c.gif', 'image/gif'],
    ];
    for (const [name, type] of files) {
      await assertSucceeds(put(as('tina'), `avatars/tina/${name}`, 1024, type));
    }
    await assertSucceeds(put(as('tina'), 'avatars/tina/edge.png', 2 * MB - 1, 'image/png'));
  });

  it('denies 2 MB or more, other content types, other users and signed-out visitors', async () => {
    await assertFails(put(as('tina'), 'avatars/tina/big.png', 2 * MB, 'image/png'));
    await assertFails(put(as('tina'), 'avatars/tina/x.pdf', 10, 'application/pdf'));
    await assertFails(put(as('tina'), 'avatars/tina/x.svg', 10, 'image/svg+xml'));
    await assertFails(put(as('tom'), 'avatars/tina/a.png', 10, 'image/png'));
    await assertFails(put(env.unauthenticatedContext().storage(), 'avatars/tina/a.png', 10, 'image/png'));
    await assertFails(put(as('tina'), 'other/tina/a.png', 10, 'image/png'));
  });

  it('anyone reads a photo; only the owner deletes it', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await put(ctx.storage(), 'avatars/tina/a.png', 10, 'image/png');
    });
    await assertSucceeds(env.unauthenticatedContext().storage().ref('avatars/tina/a.png').getMetadata());
    await assertFails(as('tom').ref('avatars/tina/a.png').delete());
    await assertSucceeds(as('tina').ref('avatars/tina/a.png').delete());
  });
});
