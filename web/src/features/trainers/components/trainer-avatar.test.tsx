import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
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

describe('TrainerAvatar without zag (docs/decisions/250-light-avatar-on-public-pages.md)', () => {
  afterEach(() => setConnection(undefined));

  it('shows the initials until the photo has loaded, then only the photo', () => {
    setConnection({ effectiveType: '4g', saveData: false });
    renderAvatar();
    const photo = screen.getByRole('img', { hidden: true });
    expect(photo).not.toBeVisible();
    expect(screen.getByText('PS')).toBeInTheDocument();
    fireEvent.load(photo);
    expect(screen.getByRole('img', { name: 'Photo of Priya Sharma' })).toBeVisible();
    expect(screen.queryByText('PS')).toBeNull();
  });

  it('keeps the initials when the photo fails to load', () => {
    setConnection({ effectiveType: '4g', saveData: false });
    renderAvatar();
    fireEvent.error(screen.getByRole('img', { hidden: true }));
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('PS')).toBeInTheDocument();
  });
});
