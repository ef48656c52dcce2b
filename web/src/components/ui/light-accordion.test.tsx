import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { LightAccordion } from './light-accordion';

afterEach(cleanup);

const ITEMS = [
  { id: 'find', title: 'How do I find a trainer?', body: 'Use Find Trainers.' },
  { id: 'refund', title: 'Can I get a refund?', body: 'Yes, before the course starts.' },
  { id: 'pay', title: 'How do I pay?', body: 'With Razorpay.' },
];

// generous: the shared 2-core machine runs several suites at once
describe('LightAccordion (docs/decisions/224-help-accordion-without-zag.md)', { timeout: 20_000 }, () => {
  it('keeps one entry open at a time and closes the open one on a second click', async () => {
    renderApp(<LightAccordion items={ITEMS} />);
    const user = userEvent.setup();
    const find = screen.getByRole('button', { name: 'How do I find a trainer?' });
    expect(find).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Use Find Trainers.')).not.toBeVisible();

    await user.click(find);
    expect(find).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How do I find a trainer?' })).toHaveTextContent('Use Find Trainers.');

    await user.click(screen.getByRole('button', { name: 'Can I get a refund?' }));
    expect(screen.getByText('Yes, before the course starts.')).toBeVisible();
    expect(screen.getByText('Use Find Trainers.')).not.toBeVisible();
    expect(find).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Can I get a refund?' }));
    expect(screen.getByText('Yes, before the course starts.')).not.toBeVisible();
  });

  it('moves focus between triggers with ArrowDown, ArrowUp, Home and End', async () => {
    renderApp(<LightAccordion items={ITEMS} />);
    const user = userEvent.setup();
    const [find, refund, pay] = ITEMS.map((i) => screen.getByRole('button', { name: i.title }));
    find?.focus();
    await user.keyboard('{ArrowDown}');
    expect(refund).toHaveFocus();
    await user.keyboard('{End}');
    expect(pay).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(find).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(pay).toHaveFocus();
    await user.keyboard('{Home}');
    expect(find).toHaveFocus();
  });
});
