import { describe, expect, it } from 'vitest';
import { COURSE_LIFECYCLE_MESSAGES as M, coursePublishProblems } from './course-publishing';

const ok = { title: 'SQL Foundations', description: 'Queries, joins and indexes, hands on.', price: 4999 };

describe('coursePublishProblems (ADR 133)', () => {
  it('accepts a course with a title, a description and a price', () => {
    expect(coursePublishProblems(ok)).toEqual([]);
  });

  it('names each missing piece in plain words', () => {
    expect(coursePublishProblems({ title: 'Untitled Course', description: null, price: 0 })).toEqual([
      M.title,
      M.description,
      M.price,
    ]);
    expect(coursePublishProblems({ ...ok, title: ' ab ' })).toEqual([M.title]);
    expect(coursePublishProblems({ ...ok, description: 'x'.repeat(19) })).toEqual([M.description]);
    expect(coursePublishProblems({ ...ok, description: 'x'.repeat(20) })).toEqual([]);
    expect(coursePublishProblems({ ...ok, price: 1 })).toEqual([]);
    expect(coursePublishProblems({ ...ok, price: 0.5 })).toEqual([M.price]);
  });
});
