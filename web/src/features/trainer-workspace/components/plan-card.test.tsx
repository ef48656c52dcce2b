import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { PlanCard } from './plan-card';

afterEach(cleanup);

describe('plan card: cancellation (docs/decisions/085)', () => {
  const end = new Date('2027-11-23T06:30:00Z');

  it('an active paid plan offers the cancel slot and no end-of-plan notice', () => {
    renderApp(
      <PlanCard
        plan="professional"
        status="active"
        endDate={end}
        cancel={<button type="button">Cancel plan</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Cancel plan' })).toBeInTheDocument();
    expect(screen.queryByTestId('plan-not-renewing')).toBeNull();
  });

  it('a plan cancelled at its period end says when it ends and offers no second cancel', () => {
    renderApp(
      <PlanCard
        plan="professional"
        status="active"
        endDate={end}
        notRenewing
        cancel={<button type="button">Cancel plan</button>}
      />,
    );
    expect(screen.getByTestId('plan-not-renewing')).toHaveTextContent(
      'Your plan ends on 23 Nov 2027 and will not renew',
    );
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).toBeNull();
  });

  it('a plan ended by a money-back refund shows Starter, inactive', () => {
    renderApp(<PlanCard plan="starter" status="cancelled" endDate={end} cancel={<span>Cancel plan</span>} />);
    expect(screen.getByTestId('plan-card')).toHaveTextContent('Starter Plan');
    expect(screen.getByTestId('plan-card')).toHaveTextContent('Inactive');
    expect(screen.queryByText('Cancel plan')).toBeNull();
  });
});
