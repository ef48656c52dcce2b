import { PROFILE_MESSAGES } from '@skillsetu/domain';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster-store';
import { renderApp } from '../../../../test/render';
import { DashboardHeader } from './dashboard-header';
import { ProfileTabForm } from './profile-tab-form';
import { StatCards } from './stat-cards';

afterEach(() => {
  cleanup();
  toaster.remove();
});

describe('dashboard parts', { timeout: 30_000 }, () => {
  it('stat cards: earnings in k above ₹1000, rating -- at 0 and one decimal otherwise', () => {
    const { unmount } = renderApp(<StatCards courses={2} students={3} earnings={12500} rating={0} />);
    expect(screen.getByTestId('stat-earnings')).toHaveTextContent('₹12.5k');
    expect(screen.getByTestId('stat-earnings')).toHaveTextContent('Net, after commission and GST');
    expect(screen.getByTestId('stat-rating')).toHaveTextContent('--');
    expect(screen.getByTestId('stat-students')).toHaveTextContent('3');
    unmount();
    renderApp(<StatCards courses={1} students={1} earnings={950} rating={4.25} />);
    expect(screen.getByTestId('stat-earnings')).toHaveTextContent('₹950');
    expect(screen.getByTestId('stat-rating')).toHaveTextContent('4.3');
  });

  it("header: welcome, 'Active Trainer', 'Save All (n)' only with unsaved courses, live online state", async () => {
    const onSaveAll = vi.fn();
    const first = renderApp(<DashboardHeader fullName="Asha Rao" unsavedCount={0} onSaveAll={onSaveAll} />);
    expect(screen.getByRole('heading', { name: 'Welcome back, Asha Rao!' })).toBeInTheDocument();
    expect(screen.getByText('Active Trainer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save All/ })).not.toBeInTheDocument();
    first.unmount();
    renderApp(<DashboardHeader fullName="Asha Rao" unsavedCount={2} onSaveAll={onSaveAll} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save All (2)' }));
    expect(onSaveAll).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('online-indicator')).toHaveTextContent('Online');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByTestId('online-indicator')).toHaveTextContent('Offline');
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByTestId('online-indicator')).toHaveTextContent('Online');
    onLine.mockRestore();
  });

  it("profile tab: every starred field is enforced ('Missing Information'), a full form saves", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const initial = {
      full_name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '',
      city: 'Pune',
      specialization: 'Data Science',
      bio: '',
    };
    renderApp(<ProfileTabForm initial={initial} onSave={onSave} />);
    expect(screen.getByText('Your bio is shown to students on your profile.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(
      await screen.findByText(PROFILE_MESSAGES.missingInformation.title, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Phone/), '9876543210');
    await user.type(screen.getByLabelText(/^Bio/), 'I teach SQL.');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ phone: '9876543210', bio: 'I teach SQL.' });
  });
});
