import { MONEY_BACK_DAYS } from '@skillsetu/domain';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render';
import { BecomeTrainerEntry } from './become-trainer-entry';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// generous: the shared 2-core machine runs several suites at once
describe(
  '/become-trainer for a signed-out visitor (docs/decisions/221-become-trainer-and-contact-load-on-intent.md)',
  {
    timeout: 20_000,
  },
  () => {
    it('paints the plans, the toggle and the money-back line at once, with no spinner', () => {
      renderApp(<BecomeTrainerEntry />, { path: '/become-trainer' });
      expect(screen.getByRole('heading', { level: 1, name: 'Teach on SkillSetu' })).toBeInTheDocument();
      expect(
        within(screen.getByTestId('plan-starter')).getByRole('button', { name: /Start Free|Choose/ }),
      ).toBeEnabled();
      expect(within(screen.getByTestId('plan-professional')).getByRole('button', { name: /Choose/ })).toBeEnabled();
      expect(screen.getByTestId('money-back')).toHaveTextContent(`${MONEY_BACK_DAYS}-day money-back guarantee`);
      expect(document.title).toContain('Become a Trainer');
    });

    it('switches the cards to annual billing without loading the sign-up flow', async () => {
      renderApp(<BecomeTrainerEntry />, { path: '/become-trainer' });
      const before = screen.getByTestId('plan-professional').textContent;
      await userEvent.setup().click(screen.getByRole('button', { name: /Annual/ }));
      expect(screen.getByRole('button', { name: /Annual/ })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByTestId('plan-professional').textContent).not.toBe(before);
      expect(screen.queryByTestId('payment-dialog')).not.toBeInTheDocument();
    });
  },
);
