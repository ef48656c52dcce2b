import { istStamp } from '@skillsetu/domain';
import { createEvents, type EventAttributes } from 'ics';

/** One class as the calendar file lists it (instants as UTC Dates; written as IST wall clock). */
export interface CalendarSession {
  batchId: string;
  n: number;
  startsAt: Date;
  endsAt: Date;
  reschedules: number;
}

/** RFC 5545 VTIMEZONE for India (UTC+05:30 all year, no daylight saving). */
const IST_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Kolkata',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/**
 * The .ics text of a course's classes (ADR 187): one VEVENT per session (`UID` stable per batch and
 * class, `SEQUENCE` = its reschedules, so a re-imported file updates a moved class), built with the
 * `ics` package. `ics` writes floating or UTC times only, so the IST wall-clock stamps are passed as
 * text and each DTSTART/DTEND gets `TZID=Asia/Kolkata`, with the VTIMEZONE RFC 5545 asks for.
 * Throws the package's validation error.
 */
export function sessionsIcs(
  course: { title: string; location: string; url: string | null; details: string },
  sessions: CalendarSession[],
): string {
  const events: EventAttributes[] = sessions.map((s) => ({
    uid: `session-${s.batchId}-${s.n}@skillsetu`,
    title: `${course.title}: class ${s.n}`,
    start: istStamp(s.startsAt),
    end: istStamp(s.endsAt),
    description: course.details,
    location: course.location,
    ...(course.url ? { url: course.url } : {}),
    sequence: s.reschedules,
    status: 'CONFIRMED',
    productId: 'skillsetu/sessions',
  }));
  const { error, value } = createEvents(events, { productId: 'skillsetu/sessions', calName: course.title });
  if (error || !value) throw error ?? new Error('calendar: no output');
  return value
    .replace(/^(DTSTART|DTEND):/gm, '$1;TZID=Asia/Kolkata:')
    .replace('BEGIN:VEVENT', `${IST_VTIMEZONE}\r\nBEGIN:VEVENT`);
}
