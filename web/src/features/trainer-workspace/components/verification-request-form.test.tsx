import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { VerificationRequestInput } from '@skillsetu/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/render';
import { VerificationRequestForm } from './verification-request-form';

// Chakra's first render in a file is slow on a loaded machine (as auth-forms.test.tsx).
vi.setConfig({ testTimeout: 30_000 });

describe('VerificationRequestForm', () => {
  afterEach(cleanup);

  it('refuses more than 4 characters of the document number and links that are not https', async () => {
    const onSubmit = vi.fn<(input: VerificationRequestInput) => void>();
    renderApp(<VerificationRequestForm initial={null} busy={false} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Last 4 characters of its number'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Qualifications'), { target: { value: 'MSc' } });
    fireEvent.change(screen.getByLabelText('Experience'), { target: { value: '5 years' } });
    fireEvent.change(screen.getByLabelText(/Evidence links/), { target: { value: 'http://example.com/cert' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(await screen.findByText('Enter only the last 4 letters or digits of the document number')).toBeVisible();
    expect(screen.getByText('Evidence links must start with https://')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the parsed request: type, last 4 uppercased, claims and https links', async () => {
    const onSubmit = vi.fn<(input: VerificationRequestInput) => void>();
    renderApp(<VerificationRequestForm initial={null} busy={false} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Identity document'), { target: { value: 'pan' } });
    fireEvent.change(screen.getByLabelText('Last 4 characters of its number'), { target: { value: '234f' } });
    fireEvent.change(screen.getByLabelText('Qualifications'), { target: { value: 'B.E. Computer Science' } });
    fireEvent.change(screen.getByLabelText('Experience'), { target: { value: '8 years teaching' } });
    fireEvent.change(screen.getByLabelText(/Evidence links/), { target: { value: 'https://www.linkedin.com/in/x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(onSubmit).toHaveBeenCalledWith({
      id_type: 'pan',
      id_last4: '234F',
      qualifications: 'B.E. Computer Science',
      experience: '8 years teaching',
      evidence_links: ['https://www.linkedin.com/in/x'],
    });
  });
});
