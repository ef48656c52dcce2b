import { describe, expect, it } from 'vitest';
import { ratingSummary } from './rating-label';

describe('ratingSummary', () => {
  it("says 'New' instead of '--' and '(0 reviews)' without reviews", () => {
    expect(ratingSummary(0, 0)).toBe('New');
    expect(ratingSummary(4.5, 0)).toBe('New');
  });

  it('shows the rating with one decimal and the review count', () => {
    expect(ratingSummary(4.75, 12)).toBe('4.8 (12 reviews)');
    expect(ratingSummary(5, 1)).toBe('5.0 (1 review)');
  });
});
