// The local scheduler of `npm start` (docs/decisions/171-local-scheduler.md): the emulators have
// no Cloud Scheduler or Pub/Sub, so every onSchedule function would never run. This asks the
// functions emulator which functions carry a schedule, runs each once at start (as the first tick
// of Cloud Scheduler would) and then on its interval, by calling the function the way Cloud
// Scheduler calls a v2 scheduled function: an HTTP POST with the X-CloudScheduler-* headers.
import { CronExpressionParser } from 'cron-parser';
import { HOST, PROJECT_ID, ports } from './ports.mjs';

const MINUTE = 60_000;
/** The longest delay a Node timer takes (2^31 - 1 ms, about 24.8 days); a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Milliseconds between runs for an App Engine cron schedule of the form 'every N minutes|hours'. */
export function intervalMs(schedule) {
  const m = /^every (\d+) (minute|minutes|hour|hours)$/.exec(String(schedule).trim());
  if (!m)
    throw new Error(`local scheduler: unsupported schedule "${schedule}" (use "every N minutes" or "every N hours")`);
  return Number(m[1]) * (m[2].startsWith('hour') ? 60 * MINUTE : MINUTE);
}

/**
 * Milliseconds from `now` to the next run of `schedule`: its interval for 'every N minutes|hours',
 * else the next time the unix-cron expression (e.g. '0 6 1 * *', 06:00 on each month's 1st) matches
 * in `timeZone` (an IANA zone such as 'Asia/Kolkata'; UTC when absent), read with cron-parser.
 * Throws, naming the schedule, when it is neither form.
 */
export function nextRunDelayMs(schedule, timeZone, now = new Date()) {
  if (/^every /.test(String(schedule).trim())) return intervalMs(schedule);
  try {
    const next = CronExpressionParser.parse(String(schedule), { currentDate: now, tz: timeZone || 'UTC' }).next();
    return next.getTime() - now.getTime();
  } catch (err) {
    throw new Error(
      `local scheduler: unsupported schedule "${schedule}" (${err instanceof Error ? err.message : String(err)})`,
      { cause: err },
    );
  }
}

const base = () => `http://${HOST}:${ports().functions}`;

/** The scheduled functions the emulator loaded: [{ name, schedule }] from its /backends listing. */
async function scheduledFunctions() {
  const res = await fetch(`${base()}/backends`);
  if (!res.ok) throw new Error(`local scheduler: /backends answered ${res.status}`);
  const { backends } = await res.json();
  const out = [];
  for (const b of backends ?? []) {
    for (const t of b.functionTriggers ?? []) {
      if (t.schedule?.schedule)
        out.push({ id: t.id, name: t.name, schedule: t.schedule.schedule, timeZone: t.schedule.timeZone ?? null });
    }
  }
  return out;
}

/** The emulator's current trigger key of a function id (`<id>-<generation>`; the generation grows on reload). */
async function triggerKey(id) {
  const res = await fetch(`${base()}/functions/projects/${PROJECT_ID}/triggers/__none__`, { method: 'POST' });
  const text = await res.text();
  const keys = text.replace(/^.*valid functions are: /s, '').split(/,\s*/);
  const mine = keys.filter((k) => k.startsWith(`${id}-`) && /^\d+$/.test(k.slice(id.length + 1)));
  return mine.sort((a, b) => Number(b.slice(id.length + 1)) - Number(a.slice(id.length + 1)))[0];
}

/** Runs one scheduled function once, as Cloud Scheduler would; resolves with the HTTP status. */
export async function runScheduledOnce(fn, now = new Date()) {
  const key = await triggerKey(fn.id);
  if (!key) throw new Error(`local scheduler: the emulator has no trigger for ${fn.id}`);
  const res = await fetch(`${base()}/functions/projects/${PROJECT_ID}/triggers/${key}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-CloudScheduler-JobName': `local-${fn.name}`,
      'X-CloudScheduler-ScheduleTime': now.toISOString(),
    },
    body: '{}',
  });
  await res.text();
  return res.status;
}

/** Runs the scheduled function named `name` once (the Playwright setup runs refreshSiteStats); resolves with the status. */
export async function runScheduledByName(name) {
  const fn = (await scheduledFunctions()).find((f) => f.name === name);
  if (!fn) throw new Error(`local scheduler: no scheduled function named ${name}`);
  return runScheduledOnce(fn);
}

/**
 * Starts the scheduler: every scheduled function runs now and then at each next time of its
 * schedule (an interval, or a cron expression in its time zone: nextRunDelayMs), never two runs of
 * one function at once. Returns { jobs, stop() }. Throws when the emulator cannot list its
 * functions or a schedule is of neither form.
 */
export async function startLocalScheduler({ log = console.log } = {}) {
  const jobs = await scheduledFunctions();
  const timers = new Map();
  const runs = [];
  for (const fn of jobs) nextRunDelayMs(fn.schedule, fn.timeZone); // every schedule readable, before any run
  for (const fn of jobs) {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      const started = Date.now();
      try {
        const status = await runScheduledOnce(fn);
        log(`[scheduler] ${fn.name} (${fn.schedule}) → ${status} in ${Date.now() - started} ms`);
      } catch (err) {
        log(`[scheduler] ${fn.name} failed: ${err instanceof Error ? err.message : String(err)}`);
      } finally {
        running = false;
      }
    };
    runs.push(tick());
    /** Arms the timer for the next run; a delay past a timer's longest wakes up early and arms again. */
    const arm = () => {
      const delay = nextRunDelayMs(fn.schedule, fn.timeZone);
      const timer = setTimeout(
        () => {
          if (delay <= MAX_TIMER_MS) void tick();
          arm();
        },
        Math.min(delay, MAX_TIMER_MS),
      );
      timer.unref();
      timers.set(fn.id, timer);
    };
    arm();
  }
  await Promise.all(runs);
  return {
    jobs,
    stop() {
      for (const t of timers.values()) clearTimeout(t);
    },
  };
}
