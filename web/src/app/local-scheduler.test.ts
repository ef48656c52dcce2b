import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { intervalMs, nextRunDelayMs } from '../../../scripts/lib/local-scheduler.mjs';

// `npm start`'s local scheduler runs the onSchedule functions (docs/decisions/171-local-scheduler.md):
// interval schedules and unix-cron ones, in the function's time zone.

const NOW = new Date('2026-11-27T05:00:00Z'); // 10:30 IST

describe('nextRunDelayMs', () => {
  it('waits an interval schedule’s interval', () => {
    expect(nextRunDelayMs('every 5 minutes', null, NOW)).toBe(5 * 60_000);
    expect(nextRunDelayMs('every 24 hours', 'Asia/Kolkata', NOW)).toBe(intervalMs('every 24 hours'));
  });

  it('reads a cron schedule in its time zone: 06:00 IST on the 1st is 00:30 UTC', () => {
    const delay = nextRunDelayMs('0 6 1 * *', 'Asia/Kolkata', NOW);
    expect(new Date(NOW.getTime() + delay).toISOString()).toBe('2026-12-01T00:30:00.000Z');
  });

  it('reads a cron schedule in UTC when the function names no time zone', () => {
    const delay = nextRunDelayMs('0 6 1 * *', null, NOW);
    expect(new Date(NOW.getTime() + delay).toISOString()).toBe('2026-12-01T06:00:00.000Z');
  });

  it('refuses a schedule of neither form, naming it', () => {
    expect(() => nextRunDelayMs('sometimes', null, NOW)).toThrow(/unsupported schedule "sometimes"/);
  });
});

/** Every `onSchedule({ schedule, timeZone? … })` of functions/src (tests left out): { file, schedule, timeZone }. */
function scheduledFunctionsInSource(): { file: string; schedule: string | undefined; timeZone: string | null }[] {
  const src = path.resolve(import.meta.dirname, '../../../functions/src');
  const found = [];
  for (const file of fs.readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    for (const m of fs.readFileSync(path.join(src, file), 'utf8').matchAll(/onSchedule\(\s*\{([^}]*)\}/g)) {
      const options = m[1] ?? '';
      found.push({
        file,
        schedule: /schedule:\s*'([^']+)'/.exec(options)?.[1],
        timeZone: /timeZone:\s*'([^']+)'/.exec(options)?.[1] ?? null,
      });
    }
  }
  return found;
}

describe('the scheduled functions of functions/src', () => {
  it('each has a literal schedule the local scheduler can read, so `npm start` can start', () => {
    const found = scheduledFunctionsInSource();
    expect(found.length).toBeGreaterThanOrEqual(7);
    for (const { file, schedule, timeZone } of found) {
      expect(schedule, `${file}: a literal schedule`).toBeTruthy();
      expect(nextRunDelayMs(schedule ?? '', timeZone, NOW), file).toBeGreaterThan(0);
    }
  });
});
