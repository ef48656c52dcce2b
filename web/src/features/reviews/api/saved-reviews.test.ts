import type { Review } from '@skillsetu/domain';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forgetSavedReview, keepSavedReview, useSavedReview } from './saved-reviews';

// A review this page saved stands until this page deletes it (ADR 287's update).

const review = (id: string, rating: number): Review => ({
  id,
  course_id: 'c1',
  trainer_id: 't1',
  learner_id: 'l1',
  learner_name: 'Priya S.',
  rating,
  text: 'Clear and practical.',
  created_at: new Date('2026-11-27T00:00:00Z'),
  updated_at: new Date('2026-11-27T00:00:00Z'),
  reply: null,
});

describe('useSavedReview', () => {
  it('gives the review this page saved last, and nothing once this page deleted it', () => {
    const { result } = renderHook(() => useSavedReview('c1_l1'));
    expect(result.current).toBeUndefined();
    act(() => keepSavedReview(review('c1_l1', 4)));
    expect(result.current?.rating).toBe(4);
    act(() => keepSavedReview(review('c1_l1', 5)));
    expect(result.current?.rating).toBe(5);
    act(() => forgetSavedReview('c1_l1'));
    expect(result.current).toBeUndefined();
  });

  it('keeps each review apart by its id', () => {
    const { result } = renderHook(() => useSavedReview('c2_l1'));
    act(() => keepSavedReview(review('c3_l1', 3)));
    expect(result.current).toBeUndefined();
    act(() => forgetSavedReview('c3_l1'));
  });
});
