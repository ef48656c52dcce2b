import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { LightTabs } from './light-tabs';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

let mounts = 0;
function Counted({ text }: { text: string }) {
  const [id] = useState(() => ++mounts);
  return (
    <p>
      {text} (mount {id})
    </p>
  );
}

function Example({ onValueChange }: { onValueChange?: (d: { value: string }) => void }) {
  return (
    <LightTabs.Root defaultValue="about" variant="line" onValueChange={onValueChange} lazyMount>
      <LightTabs.List>
        <LightTabs.Trigger value="about">About</LightTabs.Trigger>
        <LightTabs.Trigger value="reviews">Reviews</LightTabs.Trigger>
        <LightTabs.Trigger value="contact">Contact</LightTabs.Trigger>
      </LightTabs.List>
      <LightTabs.Content value="about">About text</LightTabs.Content>
      <LightTabs.Content value="reviews">
        <Counted text="Reviews list" />
      </LightTabs.Content>
      <LightTabs.Content value="contact">Contact links</LightTabs.Content>
    </LightTabs.Root>
  );
}

// generous: the shared 2-core machine runs several suites at once
describe('LightTabs (docs/decisions/249-light-tabs-on-public-pages.md)', { timeout: 20_000 }, () => {
  it('mounts a panel when its tab first opens, then keeps it mounted and hidden', async () => {
    mounts = 0;
    const onValueChange = vi.fn();
    renderApp(<Example onValueChange={onValueChange} />);
    const user = userEvent.setup();
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'About' })).toHaveTextContent('About text');
    expect(screen.queryByText(/Reviews list/)).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(onValueChange).toHaveBeenLastCalledWith({ value: 'reviews' });
    expect(screen.getByRole('tabpanel', { name: 'Reviews' })).toHaveTextContent('Reviews list (mount 1)');
    expect(screen.getByText('About text')).not.toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'About' }));
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(screen.getByText('Reviews list (mount 1)')).toBeVisible();
  });

  it('selects with ArrowRight, ArrowLeft, Home and End and keeps one tab in the tab order', async () => {
    renderApp(<Example />);
    const user = userEvent.setup();
    const [about, reviews, contact] = ['About', 'Reviews', 'Contact'].map((name) => screen.getByRole('tab', { name }));
    expect([about, reviews, contact].map((t) => t?.tabIndex)).toEqual([0, -1, -1]);
    about?.focus();
    await user.keyboard('{ArrowRight}');
    expect(reviews).toHaveFocus();
    expect(reviews).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(contact).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Contact' })).toHaveTextContent('Contact links');
    await user.keyboard('{ArrowRight}');
    expect(about).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(contact).toHaveFocus();
    await user.keyboard('{Home}');
    expect(about).toHaveAttribute('aria-selected', 'true');
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [tab, setTab] = useState('contact');
      return (
        <>
          <button type="button" onClick={() => setTab('about')}>
            Show about
          </button>
          <LightTabs.Root value={tab} onValueChange={(d) => setTab(d.value)}>
            <LightTabs.List>
              <LightTabs.Trigger value="about">About</LightTabs.Trigger>
              <LightTabs.Trigger value="contact">Contact</LightTabs.Trigger>
            </LightTabs.List>
            <LightTabs.Content value="about">About text</LightTabs.Content>
            <LightTabs.Content value="contact">Contact links</LightTabs.Content>
          </LightTabs.Root>
        </>
      );
    }
    renderApp(<Controlled />);
    const user = userEvent.setup();
    expect(screen.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Show about' }));
    expect(screen.getByRole('tabpanel', { name: 'About' })).toHaveTextContent('About text');
  });

  it('throws a clear error for a part outside Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<LightTabs.Trigger value="x">X</LightTabs.Trigger>)).toThrow(
      'LightTabs parts must sit inside LightTabs.Root',
    );
  });
});
