// The Functions emulator's worker runtime, as patches/firebase-tools+14.27.0.patch leaves it
// (docs/decisions/231-emulator-worker-without-deploy-code.md): it no longer loads firebase-tools'
// deploy code, and the headers it copied still equal the originals (the patch names the version).
// With FUNCTIONS_EMULATOR_SHARED_WORKERS=1 an idle worker serves any function
// (docs/decisions/301-one-worker-pool-for-every-function.md).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const EMULATOR = path.join(path.dirname(require.resolve('firebase-tools/package.json')), 'lib', 'emulator');
const RUNTIME = path.join(EMULATOR, 'functionsEmulatorRuntime.js');
const WORKER = path.join(EMULATOR, 'functionsRuntimeWorker.js');
const NODE_MODULES = path.join(path.dirname(require.resolve('firebase-tools/package.json')), '..');

/**
 * Whether the emulator's worker pool, with FUNCTIONS_EMULATOR_SHARED_WORKERS = `shared`, gives an
 * idle worker added for function `a` to a call of function `b`. In a child process: the module
 * reads the switch when it loads. The worker's process is an event emitter standing in for it.
 */
function idleWorkerServesAnother(shared: '0' | '1'): { ready: boolean; same: boolean } {
  const script = `
    const { EventEmitter } = require('node:events');
    const { RuntimeWorkerPool } = require(${JSON.stringify(WORKER)});
    const child = Object.assign(new EventEmitter(), { kill() {} });
    const runtime = { process: child, events: new EventEmitter(), conn: { httpReqOpts: () => ({}) } };
    const pool = new RuntimeWorkerPool();
    const worker = pool.addWorker({ id: 'a', timeoutSeconds: 60 }, runtime, {});
    worker.readyForWork();
    process.stdout.write(JSON.stringify({ ready: pool.readyForWork('b'), same: pool.getIdleWorker('b') === worker }));
  `;
  const out = execFileSync(process.execPath, ['-e', script], {
    env: { ...process.env, FUNCTIONS_EMULATOR_SHARED_WORKERS: shared },
    encoding: 'utf8',
  });
  return JSON.parse(out) as { ready: boolean; same: boolean };
}

/** POSTs to the worker listening on unix socket `socketPath`, naming `target` in the headers; the body it answers. */
function callWorker(socketPath: string, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        socketPath,
        method: 'POST',
        path: '/',
        headers: { 'x-emulator-function-target': target, 'x-emulator-function-signature': 'http' },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(body));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Resolves once the worker answers its health check on `socketPath` (it is listening). */
async function untilListening(socketPath: string, child: ReturnType<typeof spawn>): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the worker exited (${child.exitCode})`);
    const ok = await new Promise<boolean>((resolve) => {
      const req = http.get({ socketPath, path: '/__/health' }, () => resolve(true));
      req.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the patched Functions emulator worker runtime', () => {
  it('loads without firebase-tools’ functionsEmulatorShared (and its deploy code)', () => {
    require(RUNTIME);
    const loaded = Object.keys(require.cache);
    expect(loaded).toContain(RUNTIME);
    expect(loaded.filter((file) => file.endsWith('functionsEmulatorShared.js'))).toEqual([]);
  });

  it('copies the callable headers of the original (read as text: requiring it costs seconds)', () => {
    const patched = fs.readFileSync(RUNTIME, 'utf8');
    const original = fs.readFileSync(path.join(EMULATOR, 'functionsEmulatorShared.js'), 'utf8');
    for (const key of ['CALLABLE_AUTH_HEADER', 'ORIGINAL_AUTH_HEADER']) {
      const value = new RegExp(`HttpConstants\\.${key} = "([^"]+)"`).exec(original)?.[1];
      expect(value, key).toBeTruthy();
      expect(patched).toContain(`${key}: "${value ?? ''}"`);
    }
  });
});

describe('one worker pool for every function (FUNCTIONS_EMULATOR_SHARED_WORKERS)', () => {
  it('gives an idle worker of one function to a call of another only when the switch is on', () => {
    expect(idleWorkerServesAnother('1')).toEqual({ ready: true, same: true });
    expect(idleWorkerServesAnother('0')).toEqual({ ready: false, same: false });
  });

  it('a worker without FUNCTION_TARGET serves each request the function its headers name', async () => {
    // A functions folder of two HTTP functions, its dependencies resolved from the repository's.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-worker-'));
    fs.symlinkSync(NODE_MODULES, path.join(dir, 'node_modules'));
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ main: 'index.js', dependencies: { 'firebase-admin': '*', 'firebase-functions': '*' } }),
    );
    fs.writeFileSync(
      path.join(dir, 'index.js'),
      "exports.first = (req, res) => res.send('first ' + (req.headers['x-emulator-function-target'] ?? 'no header'));\n" +
        "exports.second = (req, res) => res.send('second');\n",
    );
    const socketPath = path.join(dir, 'worker.sock');
    const { FUNCTION_TARGET: _target, FUNCTION_SIGNATURE_TYPE: _signature, ...env } = process.env;
    const child = spawn(process.execPath, [RUNTIME], {
      cwd: dir,
      env: {
        ...env,
        FUNCTIONS_EMULATOR: 'true',
        FUNCTIONS_EMULATOR_SHARED_WORKERS: '1',
        GCLOUD_PROJECT: 'demo-skillsetu',
        METADATA_SERVER_DETECTION: 'none',
        PORT: socketPath,
      },
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    try {
      await untilListening(socketPath, child);
      // The function does not see the headers that named it.
      expect(await callWorker(socketPath, 'first')).toBe('first no header');
      expect(await callWorker(socketPath, 'second')).toBe('second');
      expect(await callWorker(socketPath, 'first')).toBe('first no header');
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
