import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { LightField, LightInput } from './light-field';
import { LightTextarea } from './light-textarea';
import { LightNativeSelect } from './light-native-select';

afterEach(cleanup);

function Form({ startInvalid = false }: { startInvalid?: boolean }) {
  const [invalid, setInvalid] = useState(startInvalid);
  const [city, setCity] = useState('Pune');
  return (
    <form aria-label="Example">
      <LightField.Root required invalid={invalid}>
        <LightField.Label>
          Email <LightField.RequiredIndicator />
        </LightField.Label>
        <LightInput name="email" type="email" />
        <LightField.ErrorText>Please enter a valid email address.</LightField.ErrorText>
      </LightField.Root>
      <LightField.Root>
        <LightField.Label>Message</LightField.Label>
        <LightTextarea name="message" rows={3} />
        <LightField.RequiredIndicator />
      </LightField.Root>
      <LightField.Root>
        <LightField.Label>Location</LightField.Label>
        <LightNativeSelect.Root>
          <LightNativeSelect.Field value={city} onChange={(e) => setCity(e.target.value)}>
            <option value="Pune">Pune</option>
            <option value="Delhi">Delhi</option>
          </LightNativeSelect.Field>
          <LightNativeSelect.Indicator />
        </LightNativeSelect.Root>
      </LightField.Root>
      <p>Chosen: {city}</p>
      <button type="button" onClick={() => setInvalid(!invalid)}>
        Toggle
      </button>
    </form>
  );
}

// generous: the shared 2-core machine runs several suites at once
describe(
  'LightField, LightInput, LightTextarea, LightNativeSelect (docs/decisions/251-light-fields-on-public-pages.md)',
  { timeout: 20_000 },
  () => {
    it('names each control by its label and marks a required one without reading the star', () => {
      renderApp(<Form />);
      const email = screen.getByRole('textbox', { name: 'Email' });
      expect(email).toBeRequired();
      expect(email).toHaveAttribute('name', 'email');
      expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
      // only the required field shows a star
      expect(screen.getAllByText('*')).toHaveLength(1);
      const message = screen.getByRole('textbox', { name: 'Message' });
      expect(message.tagName).toBe('TEXTAREA');
      expect(message).not.toBeRequired();
      expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Pune');
      expect(screen.getAllByRole('group').every((g) => g.dataset.scope === 'field')).toBe(true);
    });

    it('shows the error only while invalid and describes the control by it', async () => {
      renderApp(<Form />);
      const user = userEvent.setup();
      const email = screen.getByRole('textbox', { name: 'Email' });
      expect(email).not.toHaveAttribute('aria-invalid');
      expect(email).not.toHaveAttribute('aria-describedby');
      expect(screen.queryByText('Please enter a valid email address.')).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Toggle' }));
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
      expect(screen.getByText('Please enter a valid email address.')).toHaveAttribute('aria-live', 'polite');

      await user.click(screen.getByRole('button', { name: 'Toggle' }));
      expect(email).not.toHaveAttribute('aria-invalid');
      expect(email).not.toHaveAttribute('aria-describedby');
    });

    it('is reachable and usable by keyboard: Tab reaches each control; typing and choosing an option work', async () => {
      renderApp(<Form />);
      const user = userEvent.setup();
      await user.tab();
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
      await user.keyboard('a@b.in');
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('a@b.in');
      await user.tab();
      await user.tab();
      const select = screen.getByRole('combobox', { name: 'Location' });
      expect(select).toHaveFocus();
      await user.selectOptions(select, 'Delhi');
      expect(screen.getByText('Chosen: Delhi')).toBeInTheDocument();
    });

    it('without a field, a select takes its aria-label and no field props', () => {
      renderApp(
        <LightNativeSelect.Root>
          <LightNativeSelect.Field aria-label="Sort trainers" defaultValue="b">
            <option value="a">A</option>
            <option value="b">B</option>
          </LightNativeSelect.Field>
          <LightNativeSelect.Indicator />
        </LightNativeSelect.Root>,
      );
      const select = screen.getByRole('combobox', { name: 'Sort trainers' });
      expect(select).toHaveValue('b');
      expect(select).not.toBeRequired();
      expect(select).not.toHaveAttribute('aria-invalid');
    });
  },
);
