// Chakra's semantic colours and shadows (theme/semantic-tokens/colors.js, shadows.js) and colour
// palettes (theme/tokens/colors.js) as the app's light theme uses them: each semantic token with its
// light value only (the app never sets Chakra's dark mode), without the yellow, teal, cyan and pink
// palettes no component uses. Every page carried the dark values and those palettes
// (docs/decisions/291-theme-of-what-the-app-uses.md); theme-styles.test.ts checks these against
// Chakra's files.

const v = (value: string) => ({ value });
const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
/** A palette's shades 50–950 from its 11 values, separated by semicolons. */
const shades = (values: string) => {
  const list = values.split('; ');
  return Object.fromEntries(SHADES.map((shade, i) => [shade, v(list[i] ?? '')]));
};

/** Chakra's colour palettes without yellow, teal, cyan and pink. */
export const colors = {
  transparent: v('transparent'),
  current: v('currentColor'),
  black: v('#09090B'),
  white: v('#FFFFFF'),
  whiteAlpha: shades(
    'rgba(255, 255, 255, 0.04); rgba(255, 255, 255, 0.06); rgba(255, 255, 255, 0.08); rgba(255, 255, 255, 0.16); rgba(255, 255, 255, 0.24); rgba(255, 255, 255, 0.36); rgba(255, 255, 255, 0.48); rgba(255, 255, 255, 0.64); rgba(255, 255, 255, 0.80); rgba(255, 255, 255, 0.92); rgba(255, 255, 255, 0.95)',
  ),
  blackAlpha: shades(
    'rgba(0, 0, 0, 0.04); rgba(0, 0, 0, 0.06); rgba(0, 0, 0, 0.08); rgba(0, 0, 0, 0.16); rgba(0, 0, 0, 0.24); rgba(0, 0, 0, 0.36); rgba(0, 0, 0, 0.48); rgba(0, 0, 0, 0.64); rgba(0, 0, 0, 0.80); rgba(0, 0, 0, 0.92); rgba(0, 0, 0, 0.95)',
  ),
  gray: shades('#fafafa; #f4f4f5; #e4e4e7; #d4d4d8; #a1a1aa; #71717a; #52525b; #3f3f46; #27272a; #18181b; #111111'),
  red: shades('#fef2f2; #fee2e2; #fecaca; #fca5a5; #f87171; #ef4444; #dc2626; #991919; #511111; #300c0c; #1f0808'),
  orange: shades('#fff7ed; #ffedd5; #fed7aa; #fdba74; #fb923c; #f97316; #ea580c; #92310a; #6c2710; #3b1106; #220a04'),
  green: shades('#f0fdf4; #dcfce7; #bbf7d0; #86efac; #4ade80; #22c55e; #16a34a; #116932; #124a28; #042713; #03190c'),
  blue: shades('#eff6ff; #dbeafe; #bfdbfe; #a3cfff; #60a5fa; #3b82f6; #2563eb; #173da6; #1a3478; #14204a; #0c142e'),
  purple: shades('#faf5ff; #f3e8ff; #e9d5ff; #d8b4fe; #c084fc; #a855f7; #9333ea; #641ba3; #4a1772; #2f0553; #1a032e'),
};

/** Chakra's semantic colours, light values, without the unused palettes. */
export const semanticColors = {
  bg: {
    DEFAULT: v('{colors.white}'),
    subtle: v('{colors.gray.50}'),
    muted: v('{colors.gray.100}'),
    emphasized: v('{colors.gray.200}'),
    inverted: v('{colors.black}'),
    panel: v('{colors.white}'),
    error: v('{colors.red.50}'),
    warning: v('{colors.orange.50}'),
    success: v('{colors.green.50}'),
    info: v('{colors.blue.50}'),
  },
  fg: {
    DEFAULT: v('{colors.black}'),
    muted: v('{colors.gray.600}'),
    subtle: v('{colors.gray.400}'),
    inverted: v('{colors.gray.50}'),
    error: v('{colors.red.500}'),
    warning: v('{colors.orange.600}'),
    success: v('{colors.green.600}'),
    info: v('{colors.blue.600}'),
  },
  border: {
    DEFAULT: v('{colors.gray.200}'),
    muted: v('{colors.gray.100}'),
    subtle: v('{colors.gray.50}'),
    emphasized: v('{colors.gray.300}'),
    inverted: v('{colors.gray.800}'),
    error: v('{colors.red.500}'),
    warning: v('{colors.orange.500}'),
    success: v('{colors.green.500}'),
    info: v('{colors.blue.500}'),
  },
  gray: {
    contrast: v('{colors.white}'),
    fg: v('{colors.gray.800}'),
    subtle: v('{colors.gray.100}'),
    muted: v('{colors.gray.200}'),
    emphasized: v('{colors.gray.300}'),
    solid: v('{colors.gray.900}'),
    focusRing: v('{colors.gray.400}'),
    border: v('{colors.gray.200}'),
  },
  red: {
    contrast: v('white'),
    fg: v('{colors.red.700}'),
    subtle: v('{colors.red.100}'),
    muted: v('{colors.red.200}'),
    emphasized: v('{colors.red.300}'),
    solid: v('{colors.red.600}'),
    focusRing: v('{colors.red.500}'),
    border: v('{colors.red.500}'),
  },
  orange: {
    contrast: v('white'),
    fg: v('{colors.orange.700}'),
    subtle: v('{colors.orange.100}'),
    muted: v('{colors.orange.200}'),
    emphasized: v('{colors.orange.300}'),
    solid: v('{colors.orange.600}'),
    focusRing: v('{colors.orange.500}'),
    border: v('{colors.orange.500}'),
  },
  green: {
    contrast: v('white'),
    fg: v('{colors.green.700}'),
    subtle: v('{colors.green.100}'),
    muted: v('{colors.green.200}'),
    emphasized: v('{colors.green.300}'),
    solid: v('{colors.green.600}'),
    focusRing: v('{colors.green.500}'),
    border: v('{colors.green.500}'),
  },
  blue: {
    contrast: v('white'),
    fg: v('{colors.blue.700}'),
    subtle: v('{colors.blue.100}'),
    muted: v('{colors.blue.200}'),
    emphasized: v('{colors.blue.300}'),
    solid: v('{colors.blue.600}'),
    focusRing: v('{colors.blue.500}'),
    border: v('{colors.blue.500}'),
  },
  purple: {
    contrast: v('white'),
    fg: v('{colors.purple.700}'),
    subtle: v('{colors.purple.100}'),
    muted: v('{colors.purple.200}'),
    emphasized: v('{colors.purple.300}'),
    solid: v('{colors.purple.600}'),
    focusRing: v('{colors.purple.500}'),
    border: v('{colors.purple.500}'),
  },
};

/** Chakra's semantic shadows, light values. */
export const semanticShadows = {
  xs: v('0px 1px 2px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/20}'),
  sm: v('0px 2px 4px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}'),
  md: v('0px 4px 8px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}'),
  lg: v('0px 8px 16px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}'),
  xl: v('0px 16px 24px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}'),
  '2xl': v('0px 24px 40px {colors.gray.900/16}, 0px 0px 1px {colors.gray.900/30}'),
  inner: v('inset 0 2px 4px 0 {black/5}'),
  inset: v('inset 0 0 0 1px {black/5}'),
};
