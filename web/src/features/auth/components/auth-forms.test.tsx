import { AUTH_MESSAGES } from '@skillsetu/domain';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster-store';
import { renderApp } from '../../../../test/render';
import { AdminLoginForm } from './admin-login-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignUpForm } from './sign-up-form';

// A loaded machine (the toaster and the form chunks load lazily) needs more than the 5 s default.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  toaster.remove();
  cleanup();
});

/** Waits for a spec toast (title and description) to be shown. */
async function expectToast(text: { title: string; description?: string }) {
  expect((await screen.findAllByText(text.title, {}, { timeout: 10_000 }))[0]).toBeInTheDocument();
  if (text.description)
    expect((await screen.findAllByText(text.description, {}, { timeout: 10_000 }))[0]).toBeInTheDocument();
}

async function fillSignUp(values: Partial<Record<'first' | 'last' | 'email' | 'password' | 'confirm', string>>) {
  const user = userEvent.setup();
  if (values.first) await user.type(screen.getByLabelText('First Name'), values.first);
  if (values.last) await user.type(screen.getByLabelText('Last Name'), values.last);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm Password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('sign-up form (docs/product.md#accounts-and-roles)', () => {
  it("shows 'Missing Information' when a required field is empty", async () => {
    renderApp(<SignUpForm userType="learner" />);
    await fillSignUp({ first: 'Asha', email: 'asha@example.com', password: 'secret1', confirm: 'secret1' });
    await expectToast(AUTH_MESSAGES.missingInformation);
    expect(screen.getByLabelText('Last Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows 'Password Mismatch' when the confirmation differs", async () => {
    renderApp(<SignUpForm userType="learner" />);
    await fillSignUp({ first: 'A', last: 'B', email: 'a@b.co', password: 'secret1', confirm: 'secret2' });
    await expectToast(AUTH_MESSAGES.passwordMismatch);
  });

  it("shows 'Weak Password' below 6 characters", async () => {
    renderApp(<SignUpForm userType="trainer" />);
    await fillSignUp({ first: 'A', last: 'B', email: 'a@b.co', password: 'abc', confirm: 'abc' });
    await expectToast(AUTH_MESSAGES.weakPassword);
  });

  it("shows 'Invalid Email' for a malformed address", async () => {
    renderApp(<SignUpForm userType="learner" />);
    await fillSignUp({ first: 'A', last: 'B', email: 'not-an-email', password: 'secret1', confirm: 'secret1' });
    await expectToast(AUTH_MESSAGES.invalidEmail);
  });
});

describe('login form (docs/product.md#accounts-and-roles)', () => {
  it('requires email and password', async () => {
    renderApp(<LoginForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToast(AUTH_MESSAGES.missingInformation);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows and hides the password', async () => {
    renderApp(<LoginForm />);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });
});

describe('forgot password form (docs/product.md#accounts-and-roles)', () => {
  it("shows 'Email Required' without an email, and Back to Login closes the view", async () => {
    let closed = false;
    renderApp(<ForgotPasswordForm userType="learner" onBack={() => (closed = true)} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await expectToast(AUTH_MESSAGES.emailRequired);
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(closed).toBe(true);
  });
});

describe('reset password form (docs/product.md#accounts-and-roles)', () => {
  const submit = async (password: string, confirm: string) => {
    const user = userEvent.setup();
    if (password) await user.type(screen.getByLabelText('New Password'), password);
    if (confirm) await user.type(screen.getByLabelText('Confirm New Password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
  };

  it("shows 'Missing Information' / 'Please fill in all fields.' when a field is empty", async () => {
    renderApp(<ResetPasswordForm oobCode="code" />);
    await submit('secret1', '');
    await expectToast(AUTH_MESSAGES.resetMissingInformation);
  });

  it("shows 'Password Mismatch' and 'Weak Password'", async () => {
    renderApp(<ResetPasswordForm oobCode="code" />);
    await submit('secret1', 'secret2');
    await expectToast(AUTH_MESSAGES.passwordMismatch);
    toaster.remove();
    cleanup();
    renderApp(<ResetPasswordForm oobCode="code" />);
    await submit('abc', 'abc');
    await expectToast(AUTH_MESSAGES.weakPassword);
  });

  it('links Back to Login to /auth', () => {
    renderApp(<ResetPasswordForm oobCode="code" />);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth');
  });
});

describe('admin login form (docs/product.md#accounts-and-roles)', () => {
  it("requires email and password and labels the button 'Access Admin Panel'", async () => {
    renderApp(<AdminLoginForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Access Admin Panel' }));
    await expectToast(AUTH_MESSAGES.missingInformation);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
