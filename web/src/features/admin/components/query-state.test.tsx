import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/render';
import { QueryState } from './query-state';

describe('QueryState (the one LoadStatus of live and one-shot reads)', () => {
  it('shows Loading... while idle or loading', () => {
    renderApp(<QueryState status="idle" empty={false} emptyText="None." />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('shows the error with a Retry that reloads', () => {
    const onRetry = vi.fn();
    renderApp(<QueryState status="error" empty={false} emptyText="None." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load this.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the empty text after a successful empty read', () => {
    renderApp(<QueryState status="success" empty emptyText="None." />);
    expect(screen.getByText('None.')).toBeInTheDocument();
  });
});
