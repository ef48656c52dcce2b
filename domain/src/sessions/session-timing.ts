import { IST_OFFSET_MS } from '../ist';
import type { SessionStatus } from '../schemas/session';

const HOUR_MS = 3_600_000;

/** A session may be rescheduled only while it is at least this far ahead, and only to as far ahead. */
export const RESCHEDULE_NOTICE_MS = 24 * HOUR_MS;
/** Join class opens this long before the start (My Learning). */
export const JOIN_OPENS_MS = 15 * 60_000;

/** Forward-only session moves (ADR 185): scheduled → held | cancelled; nothing leaves held or cancelled. */
export function canMoveSession(from: SessionStatus, to: SessionStatus): boolean {
  return from === 'scheduled' && (to === 'held' || to === 'cancelled');
}

/**
 * Whether the trainer may move a session starting at `startsAt` to `newStartsAt` at `now`: it is
 * still scheduled, at least 24 h ahead, and the new start is at least 24 h ahead too (docs/sessions.md).
 * Returns the refusal reason: 'notScheduled' | 'tooLateToMove' | 'newStartTooSoon', or null when allowed.
 */
export function rescheduleRefusal(
  s: { status: SessionStatus; starts_at: Date },
  newStartsAt: Date,
  now: Date,
): 'notScheduled' | 'tooLateToMove' | 'newStartTooSoon' | null {
  if (s.status !== 'scheduled') return 'notScheduled';
  if (s.starts_at.getTime() - now.getTime() < RESCHEDULE_NOTICE_MS) return 'tooLateToMove';
  if (newStartsAt.getTime() - now.getTime() < RESCHEDULE_NOTICE_MS) return 'newStartTooSoon';
  return null;
}

/** The two reminders of a session (ADR 187): a day before and an hour before. */
export const REMINDERS = [
  { kind: '24h', before: 24 * HOUR_MS },
  { kind: '1h', before: HOUR_MS },
] as const;
export type ReminderKind = (typeof REMINDERS)[number]['kind'];

/**
 * The reminder due at `now` for a session starting at `startsAt`, or null: '24h' from 24 h before
 * until 1 h before, '1h' from 1 h before until the start. A job that missed the 24 h slot sends only
 * the 1 h one (a day-before message an hour before would mislead). Pure.
 */
export function reminderDue(startsAt: Date, now: Date): ReminderKind | null {
  const left = startsAt.getTime() - now.getTime();
  if (left <= 0) return null;
  if (left <= HOUR_MS) return '1h';
  if (left <= 24 * HOUR_MS) return '24h';
  return null;
}

/** Join class state at `now`: 'early' until 15 minutes before the start, 'open' until the end, then 'ended'. */
export function joinState(s: { starts_at: Date; ends_at: Date }, now: Date): 'early' | 'open' | 'ended' {
  const t = now.getTime();
  if (t >= s.ends_at.getTime()) return 'ended';
  return t >= s.starts_at.getTime() - JOIN_OPENS_MS ? 'open' : 'early';
}

/** The next class to show: the first scheduled session that has not ended at `now`, or null. */
export function nextSession<T extends { status: SessionStatus; starts_at: Date; ends_at: Date }>(
  sessions: readonly T[],
  now: Date,
): T | null {
  const open = sessions.filter((s) => s.status === 'scheduled' && s.ends_at.getTime() > now.getTime());
  return open.sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime())[0] ?? null;
}

/** 'YYYYMMDDTHHmmssZ' (UTC), the date form of Google Calendar links. */
function utcStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** 'YYYYMMDDTHHmmss' IST wall clock (the .ics DTSTART with TZID=Asia/Kolkata). */
export function istStamp(d: Date): string {
  return new Date(d.getTime() + IST_OFFSET_MS).toISOString().replace(/[-:]/g, '').slice(0, 15);
}

/**
 * A Google Calendar "add event" link for one session (the event template URL Google documents for
 * calendar buttons): title, UTC start/end, shown in Asia/Kolkata, details and location.
 */
export function googleCalendarLink(e: {
  title: string;
  starts_at: Date;
  ends_at: Date;
  details: string;
  location: string;
}): string {
  const q = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.title,
    dates: `${utcStamp(e.starts_at)}/${utcStamp(e.ends_at)}`,
    ctz: 'Asia/Kolkata',
    details: e.details,
    location: e.location,
  });
  return `https://calendar.google.com/calendar/render?${q.toString()}`;
}

/** A Jitsi Meet room's URL for a room name (the server makes the name unguessable, ADR 186). */
export function jitsiRoomUrl(room: string): string {
  return `https://meet.jit.si/${encodeURIComponent(room)}`;
}

/** The learner's notification when the trainer moves a class (ADR 185). */
export function sessionMovedMessage(courseTitle: string, n: number, newStartIst: string): string {
  return `${courseTitle}: class ${n} now starts on ${newStartIst}.`;
}

/** The learner's notification when the trainer cancels a class. */
export function sessionCancelledMessage(courseTitle: string, n: number, startIst: string): string {
  return `${courseTitle}: class ${n} on ${startIst} is cancelled.`;
}

/** A reminder's text (in-app and mail): 'tomorrow' for the 24 h one, 'in an hour' for the 1 h one. */
export function reminderMessage(courseTitle: string, kind: ReminderKind, startIst: string): string {
  const when = kind === '24h' ? 'tomorrow' : 'in an hour';
  return `${courseTitle}: your class starts ${when}, at ${startIst}. Join from My Learning.`;
}
