import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/render';
import { CompletionThresholdSelect } from './completion-threshold-select';

afterEach(cleanup);

describe('CompletionThresholdSelect', { timeout: 30_000 }, () => {
  it('offers whole percents from 50 to 100 and reports the choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderApp(<CompletionThresholdSelect courseId="c1" value={75} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Certificate after attending' });
    expect(select).toHaveValue('75');
    const values = screen.getAllByRole('option').map((o) => Number(o.getAttribute('value')));
    expect(Math.min(...values)).toBe(50);
    expect(Math.max(...values)).toBe(100);
    await user.selectOptions(select, '90');
    expect(onChange).toHaveBeenCalledWith(90);
  });
});
