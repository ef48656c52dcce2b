import type { SiteStatValues } from '@skillsetu/domain';

let request: Promise<SiteStatValues | null> | null = null;

/**
 * `site_stats/public`'s headline values, one read per page load however many tiles or pages ask
 * (home's stat tiles, About): the read's module loads on the first call. Rejects when the read
 * fails (the next call tries again); null when the document does not exist yet.
 */
export function loadSiteStatValues(): Promise<SiteStatValues | null> {
  request ??= import('./fetch-site-stats')
    .then((m) => m.fetchSiteStatValues())
    .catch((error: unknown) => {
      request = null;
      throw error;
    });
  return request;
}
