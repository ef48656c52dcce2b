import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render';
import { CompletionStatus } from './completion-status';

afterEach(cleanup);

describe('CompletionStatus', { timeout: 30_000 }, () => {
  it('links a completed enrolment to its certificate', () => {
    renderApp(<CompletionStatus certificateId="AbCdEfGhIjKlMnOpQrSt" threshold={75} held={8} attended={7} />);
    expect(screen.getByRole('link', { name: 'View certificate' })).toHaveAttribute(
      'href',
      '/certificates/AbCdEfGhIjKlMnOpQrSt',
    );
  });

  it('says why there is no certificate once the batch was delivered below the threshold', () => {
    renderApp(<CompletionStatus certificateId={null} threshold={75} held={8} attended={5} />);
    expect(screen.getByTestId('completion-status')).toHaveTextContent(
      'No certificate: you attended 5 of 8 classes; 6 needed (75% of the classes held).',
    );
  });

  it('shows nothing while classes are still to come', () => {
    renderApp(<CompletionStatus certificateId={null} threshold={null} held={2} attended={2} />);
    expect(screen.queryByTestId('completion-status')).toBeNull();
  });
});
