import { defineAnimationStyles, defineKeyframes, defineLayerStyles, defineTokens } from '@chakra-ui/react';

// The parts of Chakra's theme (theme/tokens/keyframes.js, animations.js, layer-styles.js,
// motion-styles.js) that a recipe or component of the app uses, copied with Chakra's values: the
// rest never reached the screen but every page carried it and createSystem processed it
// (docs/decisions/291-theme-of-what-the-app-uses.md). theme-styles.test.ts checks each entry
// against Chakra's and that every name a registered recipe or the app's code uses is here.

/** Keyframes a registered recipe names (spinner, skeleton, accordion, dialog, drawer, menu, toast). */
export const keyframes = defineKeyframes({
  spin: { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } },
  pulse: { '50%': { opacity: '0.5' } },
  'bg-position': {
    from: { backgroundPosition: 'var(--animate-from, 1rem) 0' },
    to: { backgroundPosition: 'var(--animate-to, 0) 0' },
  },
  'expand-height': { from: { height: 'var(--collapsed-height, 0)' }, to: { height: 'var(--height)' } },
  'collapse-height': { from: { height: 'var(--height)' }, to: { height: 'var(--collapsed-height, 0)' } },
  'fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
  'fade-out': { from: { opacity: 1 }, to: { opacity: 0 } },
  'scale-in': { from: { scale: '0.95' }, to: { scale: '1' } },
  'scale-out': { from: { scale: '1' }, to: { scale: '0.95' } },
  'slide-from-top': {
    '0%': { translate: '0 calc(var(--slide-from-top-distance, 0.5rem) * -1)' },
    to: { translate: '0' },
  },
  'slide-from-bottom': { '0%': { translate: '0 var(--slide-from-bottom-distance, 0.5rem)' }, to: { translate: '0' } },
  'slide-from-left': {
    '0%': { translate: 'calc(var(--slide-from-left-distance, 0.5rem) * -1) 0' },
    to: { translate: '0' },
  },
  'slide-from-right': { '0%': { translate: 'var(--slide-from-right-distance, 0.5rem) 0' }, to: { translate: '0' } },
  'slide-to-top': { '0%': { translate: '0' }, to: { translate: '0 calc(var(--slide-to-top-distance, 0.5rem) * -1)' } },
  'slide-to-bottom': { '0%': { translate: '0' }, to: { translate: '0 var(--slide-to-bottom-distance, 0.5rem)' } },
  'slide-to-left': {
    '0%': { translate: '0' },
    to: { translate: 'calc(var(--slide-to-left-distance, 0.5rem) * -1) 0' },
  },
  'slide-to-right': { '0%': { translate: '0' }, to: { translate: 'var(--slide-to-right-distance, 0.5rem) 0' } },
  'slide-from-top-full': { from: { translate: '0 -100%' }, to: { translate: '0 0' } },
  'slide-from-bottom-full': { from: { translate: '0 100%' }, to: { translate: '0 0' } },
  'slide-to-top-full': { from: { translate: '0 0' }, to: { translate: '0 -100%' } },
  'slide-to-bottom-full': { from: { translate: '0 0' }, to: { translate: '0 100%' } },
});

/** Animation tokens: the spinner's and the skeleton's. */
export const animations = defineTokens.animations({
  spin: { value: 'spin 1s linear infinite' },
  pulse: { value: 'pulse 2s cubic-bezier(0.4, 0, 0.6, 1) infinite' },
});

/** A tab indicator's line along one edge: `placement` puts and sizes it (Chakra's indicator.* styles). */
function indicator(placement: Record<string, string>) {
  return {
    value: {
      position: 'relative',
      '--indicator-color-fallback': 'colors.colorPalette.solid',
      _before: {
        content: '""',
        position: 'absolute',
        ...placement,
        background: 'var(--indicator-color, var(--indicator-color-fallback))',
      },
    },
  };
}

/** Layer styles: the tabs' indicators and the disabled look of buttons and fields. */
export const layerStyles = defineLayerStyles({
  'indicator.bottom': indicator({
    bottom: 'var(--indicator-offset-y, 0)',
    insetInline: 'var(--indicator-offset-x, 0)',
    height: 'var(--indicator-thickness, 2px)',
  }),
  'indicator.end': indicator({
    insetInlineEnd: 'var(--indicator-offset-x, 0)',
    insetBlock: 'var(--indicator-offset-y, 0)',
    width: 'var(--indicator-thickness, 2px)',
  }),
  disabled: { value: { opacity: '0.5', cursor: 'not-allowed' } },
});

/** Where each placement of the menu slides from (in) or to (out): away from its anchor. */
const SLIDE_SIDE = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' } as const;

/** Chakra's slide-fade-in / slide-fade-out: per placement, a slide keyframe and a fade. */
function slideFade(phase: 'in' | 'out') {
  const perPlacement = Object.entries(SLIDE_SIDE).map(([placement, side]) => [
    `&[data-placement^=${placement}]`,
    { animationName: phase === 'in' ? `slide-from-${side}, fade-in` : `slide-to-${side}, fade-out` },
  ]);
  return { value: { transformOrigin: 'var(--transform-origin)', ...Object.fromEntries(perPlacement) } };
}

/** Animation styles: the menu's. */
export const animationStyles = defineAnimationStyles({
  'slide-fade-in': slideFade('in'),
  'slide-fade-out': slideFade('out'),
});
