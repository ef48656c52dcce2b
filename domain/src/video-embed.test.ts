import { describe, expect, it } from 'vitest';
import { isMapsLink, isVideoLink } from './schemas/media-links';
import { videoEmbedOf } from './video-embed';

describe('intro video links (ADR 179)', () => {
  it('accept YouTube and Vimeo over https and embed them from their player hosts', () => {
    expect(videoEmbedOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42')?.embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(videoEmbedOf('https://youtu.be/dQw4w9WgXcQ')?.provider).toBe('YouTube');
    expect(videoEmbedOf('https://www.youtube.com/shorts/dQw4w9WgXcQ')?.embedUrl).toContain('/embed/dQw4w9WgXcQ');
    expect(videoEmbedOf('https://vimeo.com/76979871')?.embedUrl).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
    expect(isVideoLink('https://player.vimeo.com/video/76979871')).toBe(true);
  });

  it('refuse other hosts, http, javascript:, look-alike hosts and oversized links', () => {
    for (const bad of [
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)//https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com.evil.com/watch?v=dQw4w9WgXcQ',
      'https://evil.com/https://youtu.be/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ"><script>',
      'https://vimeo.com/abc',
      'https://dailymotion.com/video/x7',
      `https://youtu.be/dQw4w9WgXcQ?${'a'.repeat(500)}`,
    ]) {
      expect(isVideoLink(bad)).toBe(false);
      expect(videoEmbedOf(bad)).toBeNull();
    }
  });
});

describe('Google Maps links (ADR 179)', () => {
  it('accept maps.google.com, www.google.com/maps and maps.app.goo.gl only', () => {
    for (const ok of [
      'https://maps.google.com/?q=Koramangala+Bengaluru',
      'https://www.google.com/maps/place/Koramangala,+Bengaluru',
      'https://www.google.com/maps?q=12.93,77.62',
      'https://maps.app.goo.gl/AbC123xyz',
    ])
      expect(isMapsLink(ok)).toBe(true);
    for (const bad of [
      'http://maps.google.com/?q=x',
      'https://maps.google.com.evil.com/x',
      'https://maps.google.com@evil.com/',
      'https://www.google.com/search?q=maps',
      'https://www.google.com/mapsevil',
      'https://goo.gl/maps/abc',
      'javascript:alert(1)',
      `https://maps.app.goo.gl/${'a'.repeat(500)}`,
    ])
      expect(isMapsLink(bad)).toBe(false);
  });
});
