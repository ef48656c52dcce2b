import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { CHAKRA_THEME_ALIAS, LIGHT_ROUTER_ALIAS } from './web/vite.config.ts';

// One config, five projects. domain, web and functions-unit (the functions' pure decisions,
// `*.unit.test.ts`) run without emulators; rules and functions run under `firebase emulators:exec`
// one file at a time (single-project mode, shared emulator state). docs/testing.md.
const FUNCTIONS_UNIT = 'src/**/*.unit.test.ts';
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'domain', root: './domain', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        plugins: [react()],
        resolve: { alias: [CHAKRA_THEME_ALIAS, LIGHT_ROUTER_ALIAS] },
        test: {
          name: 'web',
          root: './web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'rules',
          root: './tests',
          environment: 'node',
          include: ['rules/**/*.test.ts'],
          fileParallelism: false,
          // Bounds on waiting: one rules test timed out at 20 s on a loaded machine (ADR 150).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: { name: 'functions-unit', root: './functions', environment: 'node', include: [FUNCTIONS_UNIT] },
      },
      {
        test: {
          name: 'functions',
          root: './functions',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, FUNCTIONS_UNIT],
          fileParallelism: false,
          // Bounds on waiting, not on correctness: a cold function's first run on a busy 2-core
          // machine took over 30 s (ADR 150); a test that passes stays as fast.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
