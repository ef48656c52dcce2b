// Types of scripts/lib/local-scheduler.mjs for TypeScript callers (Playwright global setup).

/** A scheduled function as the functions emulator lists it. */
export interface ScheduledFunction {
  id: string;
  name: string;
  schedule: string;
  /** The IANA time zone of a cron schedule, if the function set one. */
  timeZone: string | null;
}

/** Milliseconds between runs of an 'every N minutes|hours' schedule; throws on any other form. */
export declare function intervalMs(schedule: string): number;
/**
 * Milliseconds from `now` to the next run of `schedule` ('every N minutes|hours', or a unix-cron
 * expression read in `timeZone`, UTC when absent); throws on any other form.
 */
export declare function nextRunDelayMs(schedule: string, timeZone?: string | null, now?: Date): number;
/** Runs one scheduled function once, as Cloud Scheduler would; resolves with the HTTP status. */
export declare function runScheduledOnce(fn: ScheduledFunction, now?: Date): Promise<number>;
/** Runs the scheduled function named `name` once; resolves with the HTTP status. */
export declare function runScheduledByName(name: string): Promise<number>;
/** Runs every scheduled function now and then on its schedule; `stop()` ends the timers. */
export declare function startLocalScheduler(options?: {
  log?: (message: string) => void;
}): Promise<{ jobs: ScheduledFunction[]; stop(): void }>;
