import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render';
import { AutopayPanel } from './autopay-panel';

afterEach(cleanup);

const customer = { name: 'Priya Sharma', email: 'priya@example.com', phone: '9876543210' };

describe('AutopayPanel (docs/decisions/162-autopay-subscriptions.md)', () => {
  it('offers monthly autopay with its price and how it renews; no cancel without a running plan', () => {
    renderApp(<AutopayPanel billing="monthly" customer={customer} canCancel={false} />);
    expect(screen.getByRole('button', { name: 'Turn on autopay (₹1,000/month)' })).toBeEnabled();
    expect(screen.getByTestId('autopay-panel')).toHaveTextContent('UPI Autopay, e-mandate or card');
    expect(screen.queryByRole('button', { name: 'Cancel autopay' })).toBeNull();
  });

  it('annual billing shows the yearly price; a running Professional plan can cancel autopay', () => {
    renderApp(<AutopayPanel billing="annual" customer={customer} canCancel />);
    expect(screen.getByRole('button', { name: 'Turn on autopay (₹9,600/year)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel autopay' })).toBeEnabled();
  });
});
