import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getSystem } from '../../../components/ui/theme';
import { TrainerAvatar } from './trainer-avatar';

function setConnection(value: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { value, configurable: true });
}

const renderAvatar = () =>
  render(
    <ChakraProvider value={getSystem()}>
      <TrainerAvatar name="Priya Sharma" image="https://example.com/priya.jpg" />
    </ChakraProvider>,
  );

describe('TrainerAvatar in low-data mode', () => {
  afterEach(() => setConnection(undefined));

  it('asks for a tap before loading the photo on a 3g connection', async () => {
    setConnection({ effectiveType: '3g' });
    renderAvatar();
    expect(document.querySelector('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show photo of Priya Sharma' }));
    expect(document.querySelector('img')?.getAttribute('src')).toBe('https://example.com/priya.jpg');
  });

  it('loads the photo at once on a fast connection', () => {
    setConnection({ effectiveType: '4g', saveData: false });
    renderAvatar();
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('https://example.com/priya.jpg');
  });
});
