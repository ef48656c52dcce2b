import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render';
import { IntroVideos } from './intro-videos';

afterEach(cleanup);

describe('IntroVideos (ADR 179)', () => {
  it('shows poster buttons and loads no third-party frame until a click', () => {
    const { container } = renderApp(
      <IntroVideos links={['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871']} />,
    );
    expect(container.querySelectorAll('iframe')).toHaveLength(0);
    expect(screen.getAllByTestId('intro-video-poster')).toHaveLength(2);
    const vimeo = screen.getAllByTestId('intro-video-poster')[1];
    expect(vimeo?.getAttribute('aria-label')).toBe('Play Intro video 2 (Vimeo)');
    fireEvent.click(vimeo as HTMLElement);
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]?.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
  }, 20_000);

  it('leaves out links that are not YouTube or Vimeo', () => {
    const { container } = renderApp(
      <IntroVideos links={['javascript:alert(1)', 'https://evil.example/video.mp4', null]} />,
    );
    expect(container.querySelector('[data-testid="intro-videos"]')).toBeNull();
  });
});
