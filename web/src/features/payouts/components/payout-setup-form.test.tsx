import { ChakraProvider } from '@chakra-ui/react';
import { PAYOUT_SETUP_MESSAGES, type PayoutSetup } from '@skillsetu/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../../components/ui/theme';
import { PayoutSetupForm } from './payout-setup-form';

// Chakra's first render in a file is slow on a loaded machine (as auth-forms.test.tsx).
vi.setConfig({ testTimeout: 30_000 });

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Save payout account' }));
}

describe('PayoutSetupForm', () => {
  afterEach(cleanup);

  it('shows a plain message under each wrong field and sends nothing', async () => {
    const onSubmit = vi.fn<(v: PayoutSetup) => Promise<void>>();
    render(
      <ChakraProvider value={getSystem()}>
        <PayoutSetupForm onSubmit={onSubmit} />
      </ChakraProvider>,
    );
    fill({
      'Legal name (as on PAN)': 'Asha Rao',
      PAN: 'ABCD1234F',
      'Bank account number': '12345',
      IFSC: 'HDFC1001234',
    });
    expect(await screen.findByText(PAYOUT_SETUP_MESSAGES.pan)).toBeVisible();
    expect(screen.getByText(PAYOUT_SETUP_MESSAGES.accountNumber)).toBeVisible();
    expect(screen.getByText(PAYOUT_SETUP_MESSAGES.ifsc)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the parsed details: PAN and IFSC upper-cased, spaces dropped from the account number', async () => {
    const onSubmit = vi.fn<(v: PayoutSetup) => Promise<void>>().mockResolvedValue(undefined);
    render(
      <ChakraProvider value={getSystem()}>
        <PayoutSetupForm onSubmit={onSubmit} />
      </ChakraProvider>,
    );
    fill({
      'Legal name (as on PAN)': 'Asha Rao',
      PAN: 'abcde1234f',
      'Bank account number': '1234 5678 9012',
      IFSC: 'hdfc0001234',
    });
    await waitFor(() =>
      expect(onSubmit.mock.calls[0]?.[0]).toEqual({
        legal_name: 'Asha Rao',
        pan: 'ABCDE1234F',
        account_number: '123456789012',
        ifsc: 'HDFC0001234',
      }),
    );
  });
});
