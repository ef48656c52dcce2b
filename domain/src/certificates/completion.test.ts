import { describe, expect, it } from 'vitest';
import {
  batchDelivered,
  classesNeeded,
  completionDecision,
  completionThreshold,
  DEFAULT_COMPLETION_THRESHOLD,
  formatHours,
} from './completion';

describe('completion threshold', () => {
  it('rounds the classes needed up, in whole classes', () => {
    expect(classesNeeded(8, 75)).toBe(6);
    expect(classesNeeded(7, 75)).toBe(6); // 5.25
    expect(classesNeeded(4, 75)).toBe(3);
    expect(classesNeeded(3, 75)).toBe(3); // 2.25
    expect(classesNeeded(10, 50)).toBe(5);
    expect(classesNeeded(10, 100)).toBe(10);
    expect(classesNeeded(0, 75)).toBe(0);
    expect(classesNeeded(50, 67)).toBe(34); // 33.5
  });

  it('reads a course field leniently, within 50-100 whole percent', () => {
    expect(completionThreshold(80)).toBe(80);
    expect(completionThreshold(50)).toBe(50);
    expect(completionThreshold(100)).toBe(100);
    for (const bad of [undefined, null, '80', 49, 101, 75.5, Number.NaN]) {
      expect(completionThreshold(bad)).toBe(DEFAULT_COMPLETION_THRESHOLD);
    }
  });
});

describe('completionDecision', () => {
  it('completes at the threshold and says why not below it', () => {
    expect(completionDecision({ held: 8, attended: 6, threshold: 75 })).toEqual({
      complete: true,
      needed: 6,
      shortfall: '',
    });
    expect(completionDecision({ held: 8, attended: 5, threshold: 75 })).toEqual({
      complete: false,
      needed: 6,
      shortfall: 'attended 5 of 8 classes; 6 needed',
    });
    expect(completionDecision({ held: 1, attended: 0, threshold: 75 }).shortfall).toBe(
      'attended 0 of 1 class; 1 needed',
    );
  });

  it('never completes without a held class, and caps attended at held', () => {
    expect(completionDecision({ held: 0, attended: 0, threshold: 75 }).complete).toBe(false);
    expect(completionDecision({ held: 2, attended: 9, threshold: 100 }).complete).toBe(true);
  });
});

describe('batchDelivered', () => {
  it('is true once no class is still scheduled and one was held', () => {
    expect(batchDelivered(['held', 'held', 'cancelled'])).toBe(true);
    expect(batchDelivered(['held', 'scheduled'])).toBe(false);
    expect(batchDelivered(['cancelled'])).toBe(false);
    expect(batchDelivered([])).toBe(false);
  });
});

describe('formatHours', () => {
  it('writes whole and half hours', () => {
    expect(formatHours(60)).toBe('1 hour');
    expect(formatHours(450)).toBe('7.5 hours');
    expect(formatHours(240)).toBe('4 hours');
    expect(formatHours(100)).toBe('1.7 hours');
  });
});
