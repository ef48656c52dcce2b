// Reschedule window, reminders, Join class and the Google Calendar link (docs/sessions.md, ADRs 185, 187).
import { describe, expect, it } from 'vitest';
import {
  canMoveSession,
  googleCalendarLink,
  joinState,
  nextSession,
  reminderDue,
  rescheduleRefusal,
} from './session-timing';

const H = 3_600_000;
const now = new Date('2026-12-01T04:30:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * H);

describe('session status and rescheduling', () => {
  it('moves only forward from scheduled', () => {
    expect(canMoveSession('scheduled', 'held')).toBe(true);
    expect(canMoveSession('scheduled', 'cancelled')).toBe(true);
    expect(canMoveSession('held', 'cancelled')).toBe(false);
    expect(canMoveSession('cancelled', 'scheduled')).toBe(false);
    expect(canMoveSession('held', 'scheduled')).toBe(false);
  });

  it('allows a move up to 24 h before the class, to at least 24 h ahead', () => {
    const s = { status: 'scheduled' as const, starts_at: at(24) };
    expect(rescheduleRefusal(s, at(48), now)).toBeNull();
    expect(rescheduleRefusal({ ...s, starts_at: at(23.99) }, at(48), now)).toBe('tooLateToMove');
    expect(rescheduleRefusal({ ...s, starts_at: at(-1) }, at(48), now)).toBe('tooLateToMove');
    expect(rescheduleRefusal(s, at(23), now)).toBe('newStartTooSoon');
    expect(rescheduleRefusal({ ...s, status: 'cancelled' }, at(48), now)).toBe('notScheduled');
  });
});

describe('reminders', () => {
  it('are due 24 h and 1 h before, never after the start', () => {
    expect(reminderDue(at(25), now)).toBeNull();
    expect(reminderDue(at(24), now)).toBe('24h');
    expect(reminderDue(at(1.01), now)).toBe('24h');
    expect(reminderDue(at(1), now)).toBe('1h');
    expect(reminderDue(at(0.01), now)).toBe('1h');
    expect(reminderDue(at(0), now)).toBeNull();
    expect(reminderDue(at(-1), now)).toBeNull();
  });
});

describe('Join class and Next class', () => {
  it('opens 15 minutes before the start and closes at the end', () => {
    const s = { starts_at: at(1), ends_at: at(2) };
    expect(joinState(s, at(1 - 16 / 60))).toBe('early');
    expect(joinState(s, at(1 - 15 / 60))).toBe('open');
    expect(joinState(s, at(1.5))).toBe('open');
    expect(joinState(s, at(2))).toBe('ended');
  });

  it('is the earliest scheduled class that has not ended', () => {
    const s = [
      { n: 3, status: 'scheduled' as const, starts_at: at(48), ends_at: at(49) },
      { n: 1, status: 'held' as const, starts_at: at(-48), ends_at: at(-47) },
      { n: 2, status: 'cancelled' as const, starts_at: at(2), ends_at: at(3) },
      { n: 4, status: 'scheduled' as const, starts_at: at(-0.5), ends_at: at(0.5) },
    ];
    expect(nextSession(s, now)?.n).toBe(4);
    expect(nextSession(s, at(1))?.n).toBe(3);
    expect(nextSession(s, at(50))).toBeNull();
  });

  it('links to Google Calendar in UTC, shown in Asia/Kolkata', () => {
    const url = new URL(
      googleCalendarLink({ title: 'React & Redux', starts_at: at(0), ends_at: at(1.5), details: 'd', location: 'x' }),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('dates')).toBe('20261201T043000Z/20261201T060000Z');
    expect(url.searchParams.get('ctz')).toBe('Asia/Kolkata');
    expect(url.searchParams.get('text')).toBe('React & Redux');
  });
});
