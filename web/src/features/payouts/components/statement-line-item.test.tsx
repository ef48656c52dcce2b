import { ChakraProvider } from '@chakra-ui/react';
import { payoutAfterWithholding, saleWithholding, splitCoursePayment, type StatementLine } from '@skillsetu/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../../components/ui/theme';
import { StatementLineItem } from './statement-line-item';

// Chakra's first render in a file is slow on a loaded machine (as debits-list.test.tsx).
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

describe('a statement line with withholdings', () => {
  it('shows TDS, TCS and the payout net of them, in the one rupee format', () => {
    const sold = new Date('2026-11-20T06:00:00Z');
    const split = splitCoursePayment(499_900, 10);
    const p = payoutAfterWithholding(499_900, 0, 10, saleWithholding(sold, true, false));
    const line: StatementLine = {
      trainer_id: 'tina',
      kind: 'sale',
      month: '2026-11',
      occurred_at: sold,
      order_id: 'order_A',
      enrollment_id: 'c_u',
      course_title: 'React',
      gross_paise: 499_900,
      commission_paise: split.commissionPaise,
      gst_paise: split.gstPaise,
      net_paise: split.netPaise,
      tds_paise: p.tdsPaise,
      tcs_paise: p.tcsPaise,
      tcs_inter_state: false,
      after_payout: false,
    };
    render(
      <ChakraProvider value={getSystem()}>
        <StatementLineItem line={line} />
      </ChakraProvider>,
    );
    expect(screen.getByTestId('line-withholding')).toHaveTextContent('TDS ₹4.24 · TCS ₹21.18');
    // ₹4,409.12 net − ₹4.24 − ₹21.18
    expect(screen.getByText('Payout ₹4,383.70')).toBeInTheDocument();
  });
});
