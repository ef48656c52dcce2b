import { execFileSync, spawnSync } from 'node:child_process';
import { emulatorEnv, firebaseArgs } from './lib/emulator-env.mjs';
const env = emulatorEnv();
execFileSync('npm', ['run', 'build', '-w', 'functions'], { stdio: 'inherit', env });
execFileSync('npx', ['vite', 'build', '--mode', 'emulator'], { cwd: new URL('../web', import.meta.url).pathname, stdio: 'inherit', env });
const grep = process.argv[2] ?? 'public|accessib';
const r = spawnSync('npx', ['firebase', 'emulators:exec', ...firebaseArgs(['auth', 'firestore', 'functions', 'hosting']),
  `npx playwright test -c web/playwright.config.ts --output /tmp/h5-tr --reporter=list --grep "${grep}"`], { stdio: 'inherit', env });
process.exit(r.status ?? 1);
