import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/render';
import { SelfPacedToggle } from './self-paced-toggle';

afterEach(cleanup);

describe('SelfPacedToggle', { timeout: 30_000 }, () => {
  it('reports the new choice and explains what it means', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderApp(<SelfPacedToggle courseId="c1" checked={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: /Self-paced/ });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/sells only into a scheduled batch/);
    await user.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
