import type {
  ChangeSessionRequest,
  ChangeSessionResponse,
  MarkAttendanceRequest,
  MarkAttendanceResponse,
  ScheduleSessionsRequest,
  ScheduleSessionsResponse,
  SessionCalendarRequest,
  SessionCalendarResponse,
  SetClassPlaceRequest,
} from '@skillsetu/domain';
import { callFunction } from '../../../lib/firebase/callables';

/** scheduleSessions: the trainer plans a batch's classes once (ADR 185). Throws the server's message. */
export const scheduleSessions = (req: ScheduleSessionsRequest) =>
  callFunction<ScheduleSessionsRequest, ScheduleSessionsResponse>('scheduleSessions', req);

/** setClassPlace: where the batch's classes happen (ADR 186). */
export const setClassPlace = (req: SetClassPlaceRequest) =>
  callFunction<SetClassPlaceRequest, { mode: string }>('setClassPlace', req);

/** changeSession: reschedule (IST, ≥ 24 h ahead) or cancel one class. */
export const changeSession = (req: ChangeSessionRequest) =>
  callFunction<ChangeSessionRequest, ChangeSessionResponse>('changeSession', req);

/**
 * Add to calendar: fetches the caller's .ics (sessionCalendar, ADR 187) and saves it as a
 * `text/calendar` file. Returns how many classes it holds; throws the server's message.
 */
export async function downloadCalendar(req: SessionCalendarRequest): Promise<number> {
  const cal = await callFunction<SessionCalendarRequest, SessionCalendarResponse>('sessionCalendar', req);
  const url = URL.createObjectURL(new Blob([cal.ics], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = cal.filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return cal.events;
}

/** The server's message of a failed call, or a fallback. */
export function callMessage(err: unknown, fallback: string): string {
  const m = (err as { message?: unknown }).message;
  return typeof m === 'string' && m && !/^internal$/i.test(m) ? m : fallback;
}

/** markAttendance: the trainer marks a begun class held with who was present (ADR 188). */
export const markAttendance = (req: MarkAttendanceRequest) =>
  callFunction<MarkAttendanceRequest, MarkAttendanceResponse>('markAttendance', req);
