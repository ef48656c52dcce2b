import { isVideoLink } from './schemas/media-links';

/** How an intro video is embedded after the visitor clicks its poster (ADR 179). */
export interface VideoEmbed {
  provider: 'YouTube' | 'Vimeo';
  /** The player URL for the iframe: youtube-nocookie.com or player.vimeo.com, autoplay on. */
  embedUrl: string;
}

/**
 * The embed of an intro video link (domain VIDEO_LINK_PATTERN), or null for anything the rules would
 * refuse. YouTube plays from youtube-nocookie.com (no cookies until play); Vimeo from
 * player.vimeo.com with do-not-track.
 */
export function videoEmbedOf(url: string | null | undefined): VideoEmbed | null {
  if (!url || !isVideoLink(url)) return null;
  const u = new URL(url);
  if (u.hostname.endsWith('vimeo.com')) {
    const id = /(\d{6,12})/.exec(u.pathname)?.[1];
    return id ? { provider: 'Vimeo', embedUrl: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1` } : null;
  }
  const id =
    u.hostname === 'youtu.be'
      ? u.pathname.slice(1, 12)
      : (u.searchParams.get('v') ?? u.pathname.split('/')[2] ?? '').slice(0, 11);
  return /^[A-Za-z0-9_-]{11}$/.test(id)
    ? { provider: 'YouTube', embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1` }
    : null;
}
