import { PROFILE_MESSAGES, type TrainerFormValues } from '@skillsetu/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster-store';
import { renderApp } from '../../../../test/render';
import { TrainerProfileForm } from './trainer-profile-form';

afterEach(() => {
  cleanup();
  toaster.remove();
});

function setup(props: Partial<Parameters<typeof TrainerProfileForm>[0]> = {}) {
  const onSave = vi.fn<(v: TrainerFormValues, photo: File | null) => Promise<void>>().mockResolvedValue(undefined);
  const onDone = vi.fn();
  renderApp(<TrainerProfileForm variant="create" signedIn onSave={onSave} onDone={onDone} {...props} />);
  return { onSave, onDone, user: userEvent.setup() };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Full Name/), 'Asha Rao');
  await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
  await user.selectOptions(screen.getByLabelText(/^Primary Specialization/), 'Data Science');
}

describe('TrainerProfileForm', { timeout: 30_000 }, () => {
  it('shows the five sections of the create page, with the spec enumerations', () => {
    setup();
    for (const name of [
      'Personal Information',
      'Professional Background',
      'Media & Location (optional)',
      'Skills & Expertise',
      'Training Programs',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('option', { name: 'Network Administration' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Thane' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'More than 10 years' })).toBeInTheDocument();
    expect(screen.getByText('JPG, PNG or GIF. Max size 2MB.')).toBeInTheDocument();
  });

  it("says 'Missing Information' and saves nothing without full name, email and specialization", async () => {
    const { onSave, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(
      await screen.findByText(PROFILE_MESSAGES.missingInformation.title, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(PROFILE_MESSAGES.missingInformation.description)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("says 'Missing Information' when only the specialization is missing", async () => {
    const { onSave, user } = setup();
    await user.type(screen.getByLabelText(/^Full Name/), 'Asha Rao');
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(
      await screen.findByText(PROFILE_MESSAGES.missingInformation.title, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("says 'Authentication Error' when signed out", async () => {
    const { onSave, user } = setup({ signedIn: false });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(
      await screen.findByText(PROFILE_MESSAGES.authenticationError.title, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(PROFILE_MESSAGES.authenticationError.description)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('adds skills trimmed, on Enter, without empties or duplicates, and removes them', async () => {
    const { onSave, user } = setup();
    const input = screen.getByLabelText('Add a skill');
    await user.type(input, '  React  {Enter}');
    await user.type(input, 'react{Enter}');
    await user.type(input, '   {Enter}');
    await user.type(input, 'SQL');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getAllByTestId('skill').map((s) => s.textContent)).toEqual(['React', 'SQL']);
    await user.click(screen.getByRole('button', { name: 'Remove SQL' }));
    expect(screen.getAllByTestId('skill').map((s) => s.textContent)).toEqual(['React']);
    // Enter in the skill box must not submit the form
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps at least one course entry', async () => {
    const { user } = setup();
    expect(screen.getByRole('button', { name: 'Remove program 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add Another Program' }));
    expect(screen.getAllByTestId('course-entry')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove program 2' }));
    expect(screen.getAllByTestId('course-entry')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove program 1' })).toBeDisabled();
  });

  it('refuses a non-numeric hourly rate and sends a valid form with its values under the document names', async () => {
    const { onSave, user } = setup();
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Teaching Languages/), 'English, Hindi ,, Tamil');
    await user.type(screen.getByLabelText(/^Hourly Rate/), '-5');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(await screen.findByText('Enter a number', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/^Hourly Rate/));
    await user.type(screen.getByLabelText(/^Hourly Rate/), '750');
    await user.type(screen.getByLabelText('Program 1 Title'), 'SQL Basics');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const values = onSave.mock.calls[0]![0];
    expect(values).toMatchObject({ full_name: 'Asha Rao', specialization: 'Data Science', hourly_rate: 750 });
    expect(values.languages).toBe('English, Hindi ,, Tamil');
    expect(values.courses[0]!.title).toBe('SQL Basics');
  });

  it("shows 'Profile Created Successfully!' and redirects after 1.5 s", async () => {
    const { onDone, user } = setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(await screen.findByText(PROFILE_MESSAGES.created.title, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 2500 });
  });

  it("shows 'Profile Creation Failed' when saving fails, and does not redirect", async () => {
    const { onSave, onDone, user } = setup();
    onSave.mockRejectedValueOnce(new Error('permission-denied'));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(
      await screen.findByText(PROFILE_MESSAGES.creationFailed.title, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("onboarding: simpler form, 'Profile Setup Complete!' or 'Submission Failed'", async () => {
    const { onSave, user } = setup({ variant: 'onboarding' });
    expect(screen.queryByRole('region', { name: 'Media & Location (optional)' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Hourly Rate/)).not.toBeInTheDocument();
    onSave.mockRejectedValueOnce(new Error('offline'));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(
      await screen.findByText(PROFILE_MESSAGES.submissionFailed.title, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(
      await screen.findByText(PROFILE_MESSAGES.setupComplete.title, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('refuses a photo that is not JPG, PNG or GIF, or is 2MB or larger', async () => {
    const { user } = setup();
    const input = screen.getByLabelText('Profile photo file');
    const upload = userEvent.setup({ applyAccept: false });
    await upload.upload(input, new File(['x'], 'doc.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('Please choose a JPG, PNG or GIF image.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await upload.upload(input, big);
    expect(
      await screen.findByText('The photo must be smaller than 2MB.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.upload(input, new File(['ok'], 'me.png', { type: 'image/png' }));
    const media = screen.getByRole('region', { name: 'Media & Location (optional)' });
    expect(within(media).getByText('me.png')).toBeInTheDocument();
  });
});
