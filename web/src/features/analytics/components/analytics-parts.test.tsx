import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render';
import { summariseAnalytics } from '../analytics-rows';
import { AnalyticsTable } from './analytics-table';
import { AnalyticsTotals } from './analytics-totals';
import { AnalyticsUpgradePrompt } from './analytics-upgrade-prompt';

afterEach(cleanup);

const summary = summariseAnalytics({
  now: new Date('2026-11-24T10:00:00Z'),
  monthCount: 2,
  dayCount: 7,
  counterMonths: [{ month: '2026-11', profile_views: 12, course_views: 8, enroll_clicks: 3 }],
  counterDays: [],
  enrolmentMonths: [{ month: '2026-11', enrolments: 2, netRupees: 8818 }],
});

describe('analytics parts', { timeout: 30_000 }, () => {
  it('totals: counts, conversion in percent and net earnings in rupees', () => {
    renderApp(<AnalyticsTotals totals={summary.totals} months={2} />);
    expect(screen.getByRole('group', { name: 'Totals, last 2 months' })).toBeInTheDocument();
    expect(screen.getByTestId('analytics-profile-views')).toHaveTextContent('12');
    expect(screen.getByTestId('analytics-enroll-clicks')).toHaveTextContent('3');
    expect(screen.getByTestId('analytics-conversion')).toHaveTextContent('25%');
    expect(screen.getByTestId('analytics-net-earnings')).toHaveTextContent('₹8,818');
  });

  it('table: one row per month, newest first, with row headers; — without course views', () => {
    renderApp(<AnalyticsTable id="t" months={summary.months} />);
    const table = screen.getByRole('table', { name: 'Month by month' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Nov 2026');
    expect(rows[1]).toHaveTextContent('25%');
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('Oct 2026');
    expect(rows[2]).toHaveTextContent('—');
  });

  it('upgrade prompt links to the plans page', () => {
    renderApp(<AnalyticsUpgradePrompt />);
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/trainer-dashboard/plan');
  });
});
