// Install steps shared by `npm start` and `npm test`, so a fresh clone needs nothing by hand.
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

export const CHROMIUM = '/usr/bin/chromium';

/** The lock file and the patches/ that `npm ci` applies (postinstall): a change to either reinstalls. */
function lockHash() {
  const hash = createHash('sha256').update(fs.readFileSync(path.join(ROOT, 'package-lock.json')));
  const patches = path.join(ROOT, 'patches');
  for (const name of fs.existsSync(patches) ? fs.readdirSync(patches).sort() : [])
    hash.update(name).update(fs.readFileSync(path.join(patches, name)));
  return hash.digest('hex');
}

/** Runs `npm ci` when node_modules is missing or was installed from another package-lock.json. */
export function ensureDependencies() {
  const marker = path.join(ROOT, 'node_modules', '.skillsetu-lock-hash');
  const want = lockHash();
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === want) return;
  console.log('[setup] installing dependencies (npm ci)…');
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm ci failed');
  fs.writeFileSync(marker, want);
}

/**
 * Copies functions/.secret.local.example (test values only) to functions/.secret.local, which the
 * functions emulator and the Razorpay double read, when it is absent. The real file stays out of git.
 */
export function ensureLocalSecrets() {
  const secrets = path.join(ROOT, 'functions', '.secret.local');
  if (fs.existsSync(secrets)) return false;
  fs.copyFileSync(`${secrets}.example`, secrets);
  console.log('[setup] functions/.secret.local created from .secret.local.example (test values)');
  return true;
}

/** Installs Debian's Chromium for Playwright when absent (Playwright never downloads a browser here). */
export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  console.log('[setup] installing Debian chromium (apt-get)…');
  const asRoot = process.getuid?.() === 0;
  const run = (args) => {
    const cmd = asRoot ? args[0] : 'sudo';
    const rest = asRoot ? args.slice(1) : args;
    const r = spawnSync(cmd, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status !== 0)
      throw new Error(`${args.join(' ')} failed; install chromium by hand (apt-get install -y chromium)`);
  };
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
}

/** Builds the functions bundle and the web app pointed at the emulators (current port offset). */
export function buildForEmulators(env) {
  execFileSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT, stdio: 'inherit', env });
  execFileSync('npx', ['vite', 'build', '--mode', 'emulator'], { cwd: path.join(ROOT, 'web'), stdio: 'inherit', env });
}
