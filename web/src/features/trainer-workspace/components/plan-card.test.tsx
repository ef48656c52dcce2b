import { cleanup, screen } from '@testing-library/react';
import { PLAN_PAGE_PATH } from '@skillsetu/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render';
import { PlanCard } from './plan-card';

afterEach(cleanup);

const NOW = new Date('2027-10-01T06:30:00Z');
const end = new Date('2027-11-23T06:30:00Z');
const cancelSlot = <button type="button">Cancel plan</button>;

describe('plan card: one action to the plan page in every state (docs/decisions/160-trainer-plan-page.md)', () => {
  it('an active paid plan offers the cancel slot and a link to manage the plan', () => {
    renderApp(<PlanCard plan="professional" status="active" endDate={end} cancel={cancelSlot} now={NOW} />);
    expect(screen.getByRole('button', { name: 'Cancel plan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage plan' })).toHaveAttribute('href', PLAN_PAGE_PATH);
    expect(screen.getByTestId('plan-card-text')).toHaveTextContent('active until 23 Nov 2027');
  });

  it('a plan cancelled at its period end says when it ends, offers renewal and no second cancel', () => {
    renderApp(<PlanCard plan="professional" status="active" endDate={end} notRenewing cancel={cancelSlot} now={NOW} />);
    expect(screen.getByTestId('plan-card-text')).toHaveTextContent('ends on 23 Nov 2027 and will not renew');
    expect(screen.getByRole('link', { name: 'Renew Professional' })).toHaveAttribute('href', PLAN_PAGE_PATH);
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).toBeNull();
  });

  it('a plan ended by a money-back refund reads Cancelled, never "renews", and offers a plan', () => {
    renderApp(<PlanCard plan="starter" status="cancelled" endDate={NOW} cancel={cancelSlot} now={NOW} />);
    const card = screen.getByTestId('plan-card');
    expect(card).toHaveTextContent('Starter Plan');
    expect(card).toHaveTextContent('Cancelled');
    expect(card).not.toHaveTextContent(/renews/);
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', PLAN_PAGE_PATH);
    expect(screen.queryByText('Cancel plan')).toBeNull();
  });

  it('an expired plan offers Renew; a trainer with no plan offers Choose a plan', () => {
    renderApp(<PlanCard plan="starter" status="expired" endDate={new Date('2027-09-01')} now={NOW} />);
    expect(screen.getByRole('link', { name: 'Renew Starter' })).toHaveAttribute('href', PLAN_PAGE_PATH);
    cleanup();
    renderApp(<PlanCard plan={null} status={null} endDate={null} now={NOW} />);
    expect(screen.getByTestId('plan-card')).toHaveAttribute('data-state', 'none');
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', PLAN_PAGE_PATH);
  });
});
