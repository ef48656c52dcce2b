import type { SystemContext } from '@chakra-ui/react';
import { css, type CSSObject } from '@emotion/react';

/**
 * Lets emotion adopt a prerendered page's global CSS (scripts/prerender.mjs writes it as
 * `<style data-prerender-global="layers|base">`) instead of inserting the same ~30 KB again while
 * the app takes over, which restyled the whole page a second time and left every rule twice.
 * ChakraProvider renders two emotion <Global> styles, the cascade-layer order and the base CSS
 * (preflight, global CSS, token variables); a <Global> rehydrates an existing
 * `<style data-emotion="css-global <name>">` whose name is the hash of its serialized styles, so
 * each prerendered tag gets that name here. Call before the first render; no-op on other pages.
 */
export function adoptPrerenderedGlobalStyles(system: SystemContext): void {
  for (const tag of document.querySelectorAll<HTMLStyleElement>('style[data-prerender-global]')) {
    // the same value <Global styles={…}> serializes: a string, or Chakra's array of style objects
    const styles = tag.dataset.prerenderGlobal === 'layers' ? system.layers.atRule : (system._global as CSSObject[]);
    tag.dataset.emotion = `css-global ${css(styles).name}`;
  }
}
