// Install steps shared by `npm start` and `npm test`, so a fresh clone needs nothing by hand.
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CACHE, ROOT } from './paths.mjs';

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
  // --loglevel=error: npm's 'EBADENGINE' warnings (packages asking for Node 22, which Cloud Functions
  // run in production) are expected with Node 20 and only looked like failures.
  console.log(
    '[setup] installing dependencies (npm ci, under a minute; warnings hidden: npm ci --loglevel=warn shows them)…',
  );
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: ROOT, stdio: 'inherit' });
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

/** Debian's headless-only build of the same Chromium: what Playwright drives when present (ADR 283). */
export const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Installs Debian's Chromium for Playwright when absent (Playwright never downloads a browser here),
 * and its headless shell (package chromium-headless-shell), which runs the e2e suite for about half
 * the CPU (docs/decisions/283-e2e-browser-and-trace-cost.md). Throws when chromium cannot be
 * installed; the shell is best effort: without it Playwright drives chromium.
 */
export function ensureChromium() {
  const missing = [
    [CHROMIUM, 'chromium'],
    [CHROMIUM_HEADLESS_SHELL, 'chromium-headless-shell'],
  ].filter(([bin]) => !fs.existsSync(bin));
  if (!missing.length) return;
  console.log(`[setup] installing Debian ${missing.map(([, pkg]) => pkg).join(' and ')} (apt-get)…`);
  const asRoot = process.getuid?.() === 0;
  const run = (args) => {
    const cmd = asRoot ? args[0] : 'sudo';
    const rest = asRoot ? args.slice(1) : args;
    return (
      spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status ===
      0
    );
  };
  // one package at a time: a mirror without the shell still installs chromium
  if (run(['apt-get', 'update']))
    for (const [, pkg] of missing) run(['apt-get', 'install', '-y', '--no-install-recommends', pkg]);
  if (!fs.existsSync(CHROMIUM))
    throw new Error('apt-get could not install chromium; install it by hand (apt-get install -y chromium)');
  if (!fs.existsSync(CHROMIUM_HEADLESS_SHELL))
    console.warn(`[setup] ${CHROMIUM_HEADLESS_SHELL} not installed: Playwright drives ${CHROMIUM} (ADR 283)`);
}

/** What each build reads: a step is skipped when none of these changed since its last build. */
const BUILD_INPUTS = {
  functions: ['functions/src', 'functions/build.mjs', 'functions/package.json', 'domain/src', 'package-lock.json'],
  web: [
    'web/src',
    'web/index.html',
    'web/public',
    'web/vite.config.ts',
    'web/build',
    'web/package.json',
    'domain/src',
    'scripts/prerender.mjs',
    'scripts/lib',
    'firebase.json',
    'patches',
    'package-lock.json',
  ],
};

/** Files under `rel` (a file or a folder), sorted; unit tests are not build inputs. */
function inputFiles(rel) {
  const abs = path.join(ROOT, rel);
  if (!fs.existsSync(abs)) return [];
  if (fs.statSync(abs).isFile()) return [rel];
  return fs
    .readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !/\.test\.[cm]?[jt]sx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)))
    .sort();
}

/** sha256 of the inputs' paths and contents, plus `extra` (settings that change the output). */
function inputsHash(rels, extra) {
  const hash = createHash('sha256').update(JSON.stringify(extra));
  for (const file of rels.flatMap(inputFiles)) hash.update(file).update(fs.readFileSync(path.join(ROOT, file)));
  return hash.digest('hex');
}

/**
 * Runs `build` unless `output` exists and the inputs' hash equals the one stored after the last
 * build of this step (.cache/build-hashes/). SKILLSETU_REBUILD=1 always builds.
 */
function buildIfChanged(step, { inputs, extra, output, build }) {
  const dir = path.join(CACHE, 'build-hashes');
  const file = path.join(dir, `${step}.sha256`);
  const hash = inputsHash(inputs, extra);
  const fresh =
    process.env.SKILLSETU_REBUILD !== '1' &&
    fs.existsSync(output) &&
    fs.existsSync(file) &&
    fs.readFileSync(file, 'utf8') === hash;
  if (fresh) {
    console.log(`[build] ${step}: unchanged since the last build, skipped (SKILLSETU_REBUILD=1 forces it)`);
    return;
  }
  fs.rmSync(file, { force: true });
  build();
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, hash);
}

/**
 * Builds the functions bundle and the web app (with the prerender) pointed at the emulators
 * (current port offset), each only when its inputs changed since its last build.
 */
export function buildForEmulators(env) {
  buildIfChanged('functions', {
    inputs: BUILD_INPUTS.functions,
    extra: {},
    output: path.join(ROOT, 'functions', 'lib', 'index.js'),
    build: () => execFileSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT, stdio: 'inherit', env }),
  });
  const outDir = env.SKILLSETU_WEB_OUT_DIR ?? path.join(ROOT, 'web', 'dist');
  buildIfChanged(`web-${env.SKILLSETU_PORT_OFFSET ?? '0'}`, {
    inputs: BUILD_INPUTS.web,
    extra: { offset: env.SKILLSETU_PORT_OFFSET ?? '0', prerender: env.SKILLSETU_PRERENDER ?? '', outDir },
    output: path.join(outDir, '.vite', 'manifest.json'),
    build: () =>
      execFileSync('npx', ['vite', 'build', '--mode', 'emulator'], {
        cwd: path.join(ROOT, 'web'),
        stdio: 'inherit',
        env,
      }),
  });
}
