// Environment and config for running the Firebase Emulator Suite on these machines.
// See docs/decisions/001-emulators-on-java-17.md for why each piece exists.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyEmulatorCsp } from './csp.mjs';
import { CACHE, ROOT } from './paths.mjs';
import { HOST, PROJECT_ID, portOffset, ports } from './ports.mjs';

const GCLOUD_FIRESTORE_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
/** JVM flags for the emulators (JAVA_TOOL_OPTIONS, which a caller's own value replaces): ADR 217. */
const JVM_OPTIONS = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';
/** Function calls the functions emulator runs at once (FUNCTIONS_EMULATOR_PARALLEL): ADR 298. */
const FUNCTIONS_PARALLEL = '4';

function fail(message) {
  console.error(`\n[emulators] ${message}\n`);
  process.exit(1);
}

/** Throws (exits) with a clear message when Java is absent or older than 11. */
export function requireJava() {
  // `java -version` prints to stderr (and exits 0), so read both streams.
  const r = spawnSync('java', ['-version'], { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (r.error)
    fail(
      'Java was not found. The Firestore and Auth emulators need Java 11+ (apt-get install -y openjdk-17-jre-headless).',
    );
  const out = `${r.stderr ?? ''}${r.stdout ?? ''}`;
  const m = /version "(\d+)/.exec(out);
  if (!m || Number(m[1]) < 11) fail(`Java 11+ is required for the emulators; found: ${out.split('\n')[0]}`);
}

/** True when firebase-tools already has its own downloaded Firestore emulator jar. */
function hasDownloadedFirestoreJar() {
  const dir = path.join(os.homedir(), '.cache', 'firebase', 'emulators');
  return fs.existsSync(dir) && fs.readdirSync(dir).some((f) => /^cloud-firestore-emulator-v.*\.jar$/.test(f));
}

/**
 * Returns the path of a launcher jar for Google's Firestore emulator from the machine image
 * (it has no Main-Class), generating it into .cache/ on first use; undefined when firebase-tools
 * can use its own download. Exits with a message when neither exists.
 */
export function firestoreLauncherJar() {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (hasDownloadedFirestoreJar()) return undefined;
  if (!fs.existsSync(GCLOUD_FIRESTORE_JAR)) {
    // firebase-tools will try to download its jar; on a closed network that fails, so say why.
    console.warn(
      `[emulators] ${GCLOUD_FIRESTORE_JAR} is missing and no downloaded Firestore emulator jar was found;` +
        ' firebase-tools will try to download one (this fails without access to Google).',
    );
    return undefined;
  }
  const dir = path.join(CACHE, 'emulators');
  const jar = path.join(dir, 'firestore-launcher.jar');
  if (!fs.existsSync(jar)) {
    fs.mkdirSync(dir, { recursive: true });
    const manifest = path.join(dir, 'MANIFEST.MF');
    fs.writeFileSync(manifest, `Main-Class: ${MAIN_CLASS}\nClass-Path: ${GCLOUD_FIRESTORE_JAR}\n`);
    try {
      execFileSync('jar', ['cfm', jar, manifest], { cwd: dir, stdio: 'inherit' });
    } catch {
      fail('Could not build the Firestore launcher jar: the `jar` tool (a JDK) is required.');
    }
  }
  return jar;
}

/** firebase-tools config home with the message of the day marked fetched (no network call). */
function firebaseToolsConfigHome() {
  const xdg = path.join(CACHE, 'xdg');
  const file = path.join(xdg, 'configstore', 'firebase-tools.json');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify({ motd: { fetched: 99999999999999 } }));
  }
  return xdg;
}

/**
 * Environment for firebase-tools, the emulators and every test that talks to them, at port offset
 * `offset` (default: SKILLSETU_PORT_OFFSET's).
 */
export function emulatorEnv(extra = {}, offset = portOffset()) {
  const p = ports(offset);
  const env = {
    ...process.env,
    METADATA_SERVER_DETECTION: 'none',
    NO_UPDATE_NOTIFIER: '1',
    // firebase-tools gives the functions emulator 10 s to load the code, and each cold function
    // worker as long to answer: on a busy 2-core machine a worker took over 60 s ("Failed to load
    // function.", the trigger never ran). A bound on waiting only (ADR 150).
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '180',
    // The Firestore emulator's JVM with the quick JIT only and one GC thread: a test run is too
    // short for the optimising compiler to pay back, and it took a third of the emulator's CPU
    // (a rules run: 34 s of CPU, 22 s with these; ADR 217).
    JAVA_TOOL_OPTIONS: process.env.JAVA_TOOL_OPTIONS ?? JVM_OPTIONS,
    // At most this many function calls run at once in the functions emulator (firebase-tools'
    // own setting; its default is 50). Each call that finds no idle worker of its function starts
    // a cold worker process (~0.9 CPU s): bursts of trigger runs started dozens (ADR 298).
    FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? FUNCTIONS_PARALLEL,
    // An idle function worker serves any function, so the emulator starts one per concurrent
    // call, not one per function (patched firebase-tools; ADR 301). 0 restores one pool per function.
    FUNCTIONS_EMULATOR_SHARED_WORKERS: process.env.FUNCTIONS_EMULATOR_SHARED_WORKERS ?? '1',
    XDG_CONFIG_HOME: firebaseToolsConfigHome(),
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    SKILLSETU_PORT_OFFSET: String(offset),
    RAZORPAY_API_BASE: `http://${HOST}:${p.razorpay}`,
    // mails queued on the emulators (password reset, verification) link to the running app
    APP_URL: process.env.APP_URL ?? `http://${HOST}:${p.hosting}`,
    SKILLSETU_WEB_OUT_DIR: webDistDir(offset),
    ...extra,
  };
  const jar = firestoreLauncherJar();
  if (jar) env.FIRESTORE_EMULATOR_BINARY_PATH = jar;
  return env;
}

/** Public directory served by the Hosting emulator for this offset. */
export function webDistDir(offset = portOffset()) {
  return offset === 0 ? path.join(ROOT, 'web', 'dist') : path.join(CACHE, `web-dist-${offset}`);
}

/**
 * Path of the firebase config for this offset: a generated copy of firebase.json (written beside it
 * so relative paths hold) with every port shifted, and, at every offset including 0, the emulator
 * variant of the Content-Security-Policy, which also allows this offset's local emulators and the
 * Razorpay double (scripts/lib/csp.mjs, docs/decisions/027-csp-emulator-variant.md).
 */
export function firebaseConfigPath(offset = portOffset()) {
  const base = path.join(ROOT, 'firebase.json');
  const cfg = JSON.parse(fs.readFileSync(base, 'utf8'));
  applyEmulatorCsp(cfg, { host: HOST, ports: ports(offset) });
  if (offset === 0) {
    const out = path.join(ROOT, 'firebase.offset-0.json');
    fs.writeFileSync(out, JSON.stringify(cfg, null, 2));
    return out;
  }
  const p = ports(offset);
  const e = cfg.emulators;
  e.hub.port = p.hub;
  e.logging.port = p.logging;
  e.auth.port = p.auth;
  e.firestore.port = p.firestore;
  e.firestore.websocketPort = p.firestoreWebsocket;
  e.functions.port = p.functions;
  e.hosting.port = p.hosting;
  e.storage.port = p.storage;
  e.eventarc.port = p.eventarc;
  e.tasks.port = p.tasks;
  cfg.hosting.public = path.relative(ROOT, webDistDir(offset));
  const out = path.join(ROOT, `firebase.offset-${offset}.json`);
  fs.writeFileSync(out, JSON.stringify(cfg, null, 2));
  return out;
}

/** Arguments for `firebase emulators:*` with an offset's config (default: this run's) and the demo project. */
export function firebaseArgs(only, offset = portOffset()) {
  return ['--project', PROJECT_ID, '--config', firebaseConfigPath(offset), '--only', only.join(',')];
}

export { HOST, PROJECT_ID, ports };
