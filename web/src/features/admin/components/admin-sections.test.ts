import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS, QUICK_ACTIONS, sectionOfPath } from './admin-sections';

describe('admin quick actions', () => {
  it('each opens a console section that exists, never the 404 page', () => {
    const paths = ADMIN_SECTIONS.map((s) => s.path) as string[];
    for (const action of QUICK_ACTIONS) {
      expect(paths).toContain(action.to);
      expect(sectionOfPath(action.to)).not.toBe('overview');
    }
    expect(QUICK_ACTIONS.map((a) => a.label)).not.toEqual(expect.arrayContaining(['Manage Courses']));
  });
});
