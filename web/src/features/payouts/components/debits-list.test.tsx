import { ChakraProvider } from '@chakra-ui/react';
import type { PayoutDebit } from '@skillsetu/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../../components/ui/theme';
import { DebitsList } from './debits-list';
import type { DebitsState } from '../api/use-debits';

// Chakra's first render in a file is slow on a loaded machine (as auth-forms.test.tsx).
vi.setConfig({ testTimeout: 30_000 });

const at = (iso: string) => new Date(iso);
const base: PayoutDebit = {
  trainer_id: 'tina',
  order_id: 'order_A',
  refund_id: 'rfnd_open',
  course_title: 'React Basics',
  amount_paise: 88_200,
  recovered_paise: 0,
  status: 'open',
  reversal: 'refused',
  razorpay_reversal_id: null,
  recoveries: {},
  refunded_at: at('2026-11-20T06:00:00Z'),
  created_at: at('2026-11-20T06:00:00Z'),
  recovered_at: null,
};
const show = (state: DebitsState) =>
  render(
    <ChakraProvider value={getSystem()}>
      <DebitsList state={state} />
    </ChakraProvider>,
  );

describe('DebitsList', () => {
  afterEach(cleanup);

  it('shows open and recovered refunds after payout with how they were recovered', () => {
    const recovered: PayoutDebit = {
      ...base,
      refund_id: 'rfnd_done',
      status: 'recovered',
      recovered_paise: 88_200,
      recoveries: { order_B: { amount_paise: 88_200, at: at('2026-11-26T05:00:00Z') } },
    };
    show({ status: 'success', debits: [base, recovered] });
    const states = screen.getAllByTestId('debit-state').map((e) => e.textContent);
    expect(states).toEqual(['₹882 to deduct from your next payouts', 'Recovered from your payout of 26 Nov 2026']);
    expect(screen.getAllByTestId('debit')[0]?.textContent).toContain('React Basics · refunded 20 Nov 2026');
  });

  it('shows nothing when the trainer has no refunds after payout', () => {
    show({ status: 'success', debits: [] });
    expect(screen.queryByRole('region', { name: 'Refunds after payout' })).toBeNull();
    expect(screen.queryByTestId('debit')).toBeNull();
  });
});
