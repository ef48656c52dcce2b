import type { SystemContext } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { css } from '@emotion/react';

/**
 * The Chakra system to give ChakraProvider on this page: a view of `system` whose global styles
 * (`_global`: preflight, global CSS, token variables) are already built. On a prerendered page
 * (scripts/prerender.mjs writes its global CSS as `<style data-prerender-global="layers|base">`)
 * they are empty. Elsewhere their three parts are built one per task, `between()` awaited before
 * each (docs/decisions/293-chakra-system-in-tasks.md): read in ChakraProvider's first render, they
 * were one 16 ms task (CPU) of it. Call once before the first render.
 *
 * ChakraProvider renders two emotion <Global> styles: the cascade-layer order and the base CSS
 * (preflight, global CSS, token variables, ~30 KB). Inserting them again while the app takes over a
 * prerendered page restyled the whole page and left every rule twice; building the base CSS is also
 * ~65 ms of createSystem on a phone, which a patch defers until first read (patches/, docs/decisions/006-chakra-global-styles.md). So on a prerendered page the base tag stays as the prerender wrote it
 * (it is the same CSS, from the same build) and the provider never reads `_global`; the one-rule
 * layer order is adopted by emotion: a <Global> rehydrates a `<style data-emotion="css-global <name>">`
 * whose name is the hash of its serialized styles.
 */
export async function systemForThisPage(
  system: SystemContext,
  between: () => Promise<unknown>,
): Promise<SystemContext> {
  const layers = document.querySelector<HTMLStyleElement>('style[data-prerender-global="layers"]');
  if (layers) layers.dataset.emotion = `css-global ${css(system.layers.atRule).name}`;
  const parts: SystemContext['_global'] = [];
  if (!document.querySelector('style[data-prerender-global="base"]'))
    // the order of Chakra's own `_global`
    for (const build of [system.getPreflightCss, system.getGlobalCss, system.getTokenCss]) {
      await between();
      parts.push(build());
    }
  return Object.create(system, { _global: { value: parts } }) as SystemContext;
}

/**
 * The emotion cache for the app (App's CacheProvider): on a prerendered page it already counts the
 * class rules of the prerendered `<style data-prerender-emotion="css <names>">` as inserted, so
 * emotion inserts none of them again. The tag is deliberately not a `data-emotion` one: emotion's
 * createCache re-appends every such tag it finds to <head> (StyleSheet.hydrate), which re-adds the
 * stylesheet and restyles the whole page, one ~70 ms task at 4x CPU throttling on the home page (issue
 * 6, Total Blocking Time). Elsewhere a plain cache. Call once before the first render.
 */
export function emotionCacheForThisPage(): EmotionCache {
  const cache = createCache({ key: 'css' });
  const prerendered = document.querySelector<HTMLStyleElement>('style[data-prerender-emotion]');
  const [key, ...names] = (prerendered?.dataset.prerenderEmotion ?? '').split(' ');
  if (key === cache.key) for (const name of names) cache.inserted[name] = true;
  return cache;
}
