import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { CHAKRA_THEME_ALIAS } from './web/vite.config.ts';

// One config, four projects. domain and web run without emulators; rules and functions run
// under `firebase emulators:exec` one file at a time (single-project mode, shared emulator state).
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'domain', root: './domain', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        plugins: [react()],
        resolve: { alias: [CHAKRA_THEME_ALIAS] },
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
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
      {
        test: {
          name: 'functions',
          root: './functions',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
