// Attendance progress and the request's bounds (docs/sessions.md, ADR 188).
import { describe, expect, it } from 'vitest';
import { attendanceProgress, markAttendanceRequestSchema } from './attendance';

describe('attendanceProgress', () => {
  it('says classes attended of held and lessons covered as a whole percent', () => {
    expect(attendanceProgress({ held: 3, attended: 2, lessonsCovered: 5, lessonsTotal: 12 })).toEqual({
      attendedText: '2 of 3 classes attended',
      lessonsPercent: 41,
    });
    expect(attendanceProgress({ held: 1, attended: 1, lessonsCovered: 0, lessonsTotal: 0 })).toEqual({
      attendedText: '1 of 1 class attended',
      lessonsPercent: null,
    });
    expect(attendanceProgress({ held: 0, attended: 0, lessonsCovered: 0, lessonsTotal: 4 }).attendedText).toBe(
      '0 of 0 classes attended',
    );
  });

  it('never shows more attended than held nor more than 100 %', () => {
    expect(attendanceProgress({ held: 2, attended: 5, lessonsCovered: 9, lessonsTotal: 4 })).toEqual({
      attendedText: '2 of 2 classes attended',
      lessonsPercent: 100,
    });
  });
});

describe('markAttendanceRequestSchema', () => {
  it('takes learner ids and lesson indices, and refuses out-of-range lessons', () => {
    expect(markAttendanceRequestSchema.parse({ batchId: 'b', n: 1, present: ['u1'] }).lessons).toEqual([]);
    expect(markAttendanceRequestSchema.safeParse({ batchId: 'b', n: 1, present: [], lessons: [600] }).success).toBe(
      false,
    );
    expect(markAttendanceRequestSchema.safeParse({ batchId: 'b', n: 0, present: [] }).success).toBe(false);
  });
});
