import { css } from '@emotion/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emotionCacheForThisPage, systemForThisPage } from './prerendered-styles';
import { getSystem } from '../components/ui/theme';

// The tests write <head> as a prerendered page has it; afterwards it is put back as it was, with the
// emotion tags other files in this worker share (ADR 296).
let head: ChildNode[] = [];
beforeEach(() => {
  head = [...document.head.childNodes];
  document.head.replaceChildren();
});
afterEach(() => document.head.replaceChildren(...head));

describe('systemForThisPage', () => {
  it("on a page that was not prerendered: Chakra's global styles, their three parts built one per task", async () => {
    const system = getSystem();
    let between = 0;
    const view = await systemForThisPage(system, () => Promise.resolve(between++));
    expect(between).toBe(3);
    expect(view._global).toEqual(system._global);
    expect(view.css).toBe(system.css);
  });

  it('on a prerendered page: no global styles of its own, and emotion adopts the prerendered layer order', async () => {
    document.head.innerHTML =
      '<style data-prerender-global="layers">@layer reset, base, tokens, recipes;</style>' +
      '<style data-prerender-global="base">:where(html){--chakra-colors-blue-500:#3b82f6}</style>';
    const system = getSystem();
    let between = 0;
    const view = await systemForThisPage(system, () => Promise.resolve(between++));
    expect(view._global).toEqual([]);
    expect(between).toBe(0);
    // everything else is the system's own
    expect(view.css).toBe(system.css);
    expect(view.token('colors.blue.500')).toBe(system.token('colors.blue.500'));
    const layers = document.querySelector<HTMLStyleElement>('style[data-prerender-global="layers"]');
    expect(layers?.dataset.emotion).toBe(`css-global ${css(system.layers.atRule).name}`);
    // the base CSS tag is left as the prerender wrote it
    expect(
      document.querySelector<HTMLStyleElement>('style[data-prerender-global="base"]')?.dataset.emotion,
    ).toBeUndefined();
  });
});

describe('emotionCacheForThisPage', () => {
  it('counts the prerendered class rules as inserted and leaves their tag where the prerender wrote it', () => {
    document.head.innerHTML =
      '<style data-prerender-emotion="css 1abc2 3def4">.css-1abc2{color:red}.css-3def4{color:blue}</style>' +
      '<link rel="modulepreload" href="/assets/x.js">';
    const tag = document.head.firstElementChild;
    const cache = emotionCacheForThisPage();
    expect(cache.key).toBe('css');
    expect(cache.inserted).toEqual({ '1abc2': true, '3def4': true });
    // emotion re-appends the data-emotion tags it hydrates (a whole-page restyle): this one it never saw
    expect(document.head.firstElementChild).toBe(tag);
    expect(document.head.lastElementChild?.tagName).toBe('LINK');
    expect(cache.sheet.tags).toEqual([]);
  });

  it('is a plain cache on a page that was not prerendered', () => {
    expect(emotionCacheForThisPage().inserted).toEqual({});
  });
});
