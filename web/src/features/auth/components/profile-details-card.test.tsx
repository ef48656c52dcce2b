import { AUTH_MESSAGES, type Profile } from '@skillsetu/domain';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster-store';
import { renderApp } from '../../../../test/render';
import { ProfileDetailsCard } from './profile-details-card';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  toaster.remove();
  cleanup();
});

const profile: Profile = {
  id: 'u1',
  full_name: 'Asha Learner',
  email: 'asha@example.com',
  phone: null,
  city: 'Pune',
  avatar_url: null,
  user_type: 'trainer',
  subscription_status: null,
  subscription_plan: null,
  subscription_start_date: null,
  subscription_end_date: null,
  updated_at: new Date(),
};

describe('My Profile details (docs/product.md#accounts-and-roles)', () => {
  it('shows the role badge and a read-only email that cannot be changed', () => {
    renderApp(<ProfileDetailsCard profile={profile} email="asha@example.com" />);
    expect(screen.getByTestId('role-badge')).toHaveTextContent('Trainer');
    expect(screen.getByDisplayValue('asha@example.com')).toHaveAttribute('readonly');
    expect(screen.getByText(AUTH_MESSAGES.emailCannotBeChanged)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it("rejects an empty full name with 'Update failed'; Cancel restores the stored values", async () => {
    renderApp(<ProfileDetailsCard profile={profile} email="asha@example.com" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const name = screen.getByLabelText('Full Name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(AUTH_MESSAGES.updateFailed.title, {}, { timeout: 10_000 }))[0]).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Learner');
  });
});
