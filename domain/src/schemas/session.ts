import { z } from 'zod';
import { dateField } from './common';

/** Sessions one batch may have at most (one transaction writes them all; a client lists them in one query of 50, ADR 020). */
export const MAX_SESSIONS = 50;
/** A session lasts 15 minutes to 8 hours. */
export const MIN_SESSION_MINUTES = 15;
export const MAX_SESSION_MINUTES = 480;

/**
 * A session's status, server-owned and forward only (docs/sessions.md, ADR 185): scheduled → held
 * (the trainer's attendance record) or scheduled → cancelled (the trainer, before it begins).
 */
export const sessionStatusSchema = z.enum(['scheduled', 'held', 'cancelled']);
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

/** Where a batch's classes happen: online (a join link) or offline (a venue). */
export const classModeSchema = z.enum(['online', 'offline']);
export type ClassMode = z.infer<typeof classModeSchema>;

/**
 * `batches/{batchId}/sessions/{n}` (n = 1, 2, …; written only by the sessions callables, ADR 185):
 * one dated class. Instants are UTC Dates (Timestamps stored), shown in IST. `original_starts_at`
 * is the start first published and never changes (the bought schedule, for refunds and disputes);
 * `reschedules` counts the trainer's moves. No link or place here: they live in `class_links/{batchId}` (ADR 186).
 */
export const sessionSchema = z.object({
  id: z.string().min(1),
  n: z.number().int().min(1).max(MAX_SESSIONS),
  batch_id: z.string().min(1),
  course_id: z.string().min(1),
  trainer_id: z.string().min(1),
  starts_at: dateField,
  ends_at: dateField,
  duration_minutes: z.number().int().min(MIN_SESSION_MINUTES).max(MAX_SESSION_MINUTES),
  status: sessionStatusSchema,
  original_starts_at: dateField,
  reschedules: z.number().int().nonnegative().default(0),
  /** When the trainer marked the class held (markAttendance, ADR 188); absent until then. */
  held_at: dateField.nullable().optional(),
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * `class_links/{batchId}` (server-only, ADR 186): where the batch's classes happen. Online: `join_url`
 * (the trainer's Meet/Zoom/Teams link, provider 'own', or a generated Jitsi room, provider 'jitsi');
 * offline: `venue` and `maps_url` (a Google Maps link). Read by the trainer, admins and learners
 * with an active enrolment in the batch only.
 */
export const classLinkSchema = z.object({
  batch_id: z.string().min(1),
  course_id: z.string().min(1),
  trainer_id: z.string().min(1),
  mode: classModeSchema,
  provider: z.enum(['own', 'jitsi']).nullable(),
  join_url: z.string().nullable(),
  venue: z.string().nullable(),
  maps_url: z.string().nullable(),
});
export type ClassLink = z.infer<typeof classLinkSchema>;

/** Hosts a trainer's own class link may point to (Google Meet, Zoom, Microsoft Teams, Jitsi Meet). */
export const CLASS_LINK_HOSTS = ['meet.google.com', 'zoom.us', 'teams.microsoft.com', 'teams.live.com', 'meet.jit.si'];
/** Hosts of a Google Maps link. */
export const MAPS_LINK_HOSTS = ['maps.google.com', 'www.google.com', 'google.com', 'maps.app.goo.gl', 'goo.gl'];

/** Whether `url` is an https URL whose host is one of `hosts` or a subdomain of one (us02web.zoom.us). */
export function isHttpsOnHost(url: string, hosts: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = parsed.hostname.toLowerCase();
  return parsed.protocol === 'https:' && hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

const isMapsLink = (url: string) => {
  if (!isHttpsOnHost(url, MAPS_LINK_HOSTS)) return false;
  const u = new URL(url);
  return !['www.google.com', 'google.com', 'goo.gl'].includes(u.hostname) || u.pathname.startsWith('/maps');
};

/** The trainer's choice of place (scheduleSessions, setClassPlace); `link: null` asks for a Jitsi room. */
export const classPlaceSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('online'),
    link: z
      .string()
      .trim()
      .max(500)
      .refine((v) => isHttpsOnHost(v, CLASS_LINK_HOSTS), 'Use a Google Meet, Zoom or Microsoft Teams link (https).')
      .nullable(),
  }),
  z.object({
    mode: z.literal('offline'),
    venue: z.string().trim().min(3, 'Enter the venue address.').max(300),
    mapsUrl: z.string().trim().max(500).refine(isMapsLink, 'Use a Google Maps link (https).'),
  }),
]);
export type ClassPlace = z.infer<typeof classPlaceSchema>;

const istLocal = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Use a date and time like 2026-12-05T10:00 (IST).');
const duration = z
  .number('Enter the duration in minutes.')
  .int('Minutes must be a whole number.')
  .min(MIN_SESSION_MINUTES, `A class lasts at least ${MIN_SESSION_MINUTES} minutes.`)
  .max(MAX_SESSION_MINUTES, `A class lasts at most ${MAX_SESSION_MINUTES / 60} hours.`);

/**
 * How the trainer plans sessions: a weekly pattern (IST weekdays 0 = Sunday … 6 = Saturday, start
 * 'HH:mm' IST, minutes, how many) from the batch's start, or explicit IST dates ('YYYY-MM-DDTHH:mm').
 */
export const sessionPlanSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('weekly'),
    days: z.array(z.number().int().min(0).max(6)).min(1, 'Pick at least one day.').max(7),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 18:30 (IST).'),
    durationMinutes: duration,
    count: z.number().int().min(1, 'At least 1 class.').max(MAX_SESSIONS, `At most ${MAX_SESSIONS} classes.`),
  }),
  z.object({
    kind: z.literal('dates'),
    dates: z.array(istLocal).min(1, 'Add at least one date.').max(MAX_SESSIONS, `At most ${MAX_SESSIONS} classes.`),
    durationMinutes: duration,
  }),
]);
export type SessionPlan = z.infer<typeof sessionPlanSchema>;

/** scheduleSessions `{ batchId, plan, place }` → `{ sessions }` (how many were created). */
export const scheduleSessionsRequestSchema = z.object({
  batchId: z.string().min(1).max(128),
  plan: sessionPlanSchema,
  place: classPlaceSchema,
});
export type ScheduleSessionsRequest = z.infer<typeof scheduleSessionsRequestSchema>;
export interface ScheduleSessionsResponse {
  sessions: number;
}

/** setClassPlace `{ batchId, place }` → `{ mode }`: changes where the batch's classes happen. */
export const setClassPlaceRequestSchema = z.object({ batchId: z.string().min(1).max(128), place: classPlaceSchema });
export type SetClassPlaceRequest = z.infer<typeof setClassPlaceRequestSchema>;

/** changeSession: reschedule one session to an IST wall-clock start, or cancel it. → `{ status }`. */
export const changeSessionRequestSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('reschedule'),
    batchId: z.string().min(1).max(128),
    n: z.number().int().min(1).max(MAX_SESSIONS),
    startsAt: istLocal,
  }),
  z.object({
    action: z.literal('cancel'),
    batchId: z.string().min(1).max(128),
    n: z.number().int().min(1).max(MAX_SESSIONS),
  }),
]);
export type ChangeSessionRequest = z.infer<typeof changeSessionRequestSchema>;
export interface ChangeSessionResponse {
  status: SessionStatus;
}

/** sessionCalendar `{ courseId }` → the learner's (or trainer's `batchId`) sessions as an .ics file. */
export const sessionCalendarRequestSchema = z.union([
  z.object({ courseId: z.string().min(1).max(128) }),
  z.object({ batchId: z.string().min(1).max(128) }),
]);
export type SessionCalendarRequest = z.infer<typeof sessionCalendarRequestSchema>;
export interface SessionCalendarResponse {
  filename: string;
  /** RFC 5545 text, one VEVENT per session, TZID=Asia/Kolkata; the browser saves it as text/calendar. */
  ics: string;
  events: number;
}
