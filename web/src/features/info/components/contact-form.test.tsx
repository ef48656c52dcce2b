import { CONTACT_MESSAGES, CONTACT_RATE_LIMITED, type ContactMessage } from '@skillsetu/domain';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../../components/ui/toaster-store';
import { renderApp } from '../../../../test/render';
import { ContactForm } from './contact-form';

afterEach(() => {
  cleanup();
  toaster.remove();
});

/** Records what the form would send (the callable itself is covered by the functions and e2e suites). */
function recorder(result: 'ok' | 'fail' | 'limited' = 'ok') {
  const sent: ContactMessage[] = [];
  const send = async (m: ContactMessage) => {
    sent.push(m);
    if (result === 'fail') throw new Error('offline');
    if (result === 'limited')
      throw Object.assign(new Error('Too many attempts, try again later.'), { code: 'functions/resource-exhausted' });
  };
  return { sent, send };
}

async function fill(values: Partial<Record<'First Name' | 'Last Name' | 'Email' | 'Subject' | 'Message', string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values))
    await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

// generous: the shared 2-core machine runs several suites at once
describe('contact form (docs/product.md#public-pages)', { timeout: 20_000 }, () => {
  it("shows 'Missing Information' and sends nothing when required fields are empty", async () => {
    const r = recorder();
    renderApp(<ContactForm send={r.send} />);
    await fill({});
    expect(await screen.findByText(CONTACT_MESSAGES.missingInformation.title)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.missingInformation.description)).toBeInTheDocument();
    expect(r.sent).toHaveLength(0);
  });

  it('treats a missing subject as missing information even with the rest filled', async () => {
    const r = recorder();
    renderApp(<ContactForm send={r.send} />);
    await fill({ 'First Name': 'Asha', Email: 'asha@example.com', Message: 'Hello' });
    expect(await screen.findByText(CONTACT_MESSAGES.missingInformation.title)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Subject/)).toHaveAttribute('aria-invalid', 'true');
    expect(r.sent).toHaveLength(0);
  });

  it('accepts an empty last name, sends the trimmed message, toasts success and resets', async () => {
    const r = recorder();
    renderApp(<ContactForm send={r.send} />);
    await fill({ 'First Name': ' Asha ', Email: 'asha@example.com', Subject: 'Batches', Message: 'Weekend?' });
    expect(await screen.findByText(CONTACT_MESSAGES.success.title)).toBeInTheDocument();
    expect(r.sent).toEqual([
      { firstName: 'Asha', lastName: '', email: 'asha@example.com', subject: 'Batches', message: 'Weekend?' },
    ]);
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('');
  });

  it('rejects an invalid email without sending', async () => {
    const r = recorder();
    renderApp(<ContactForm send={r.send} />);
    await fill({ 'First Name': 'Asha', Email: 'not-an-email', Subject: 'Hi', Message: 'Hello' });
    expect(
      await screen.findByText('Please enter a valid email address.', { selector: '.chakra-field__errorText' }),
    ).toBeInTheDocument();
    expect(r.sent).toHaveLength(0);
  });

  it("shows 'Failed to Send Message' and keeps the input when sending fails", async () => {
    const r = recorder('fail');
    renderApp(<ContactForm send={r.send} />);
    await fill({ 'First Name': 'Asha', Email: 'asha@example.com', Subject: 'Batches', Message: 'Weekend?' });
    expect(await screen.findByText(CONTACT_MESSAGES.failure.title)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Batches');
  });

  it("shows the plain 'Too many attempts' message (not 'Failed to Send') when the server's limit refuses it", async () => {
    const r = recorder('limited');
    renderApp(<ContactForm send={r.send} />);
    await fill({ 'First Name': 'Asha', Email: 'asha@example.com', Subject: 'Batches', Message: 'Weekend?' });
    expect(await screen.findByText(CONTACT_RATE_LIMITED.description)).toBeInTheDocument();
    expect(screen.queryByText(CONTACT_MESSAGES.failure.title)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Batches');
  });
});
