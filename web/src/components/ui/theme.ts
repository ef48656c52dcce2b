import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type RecipeDefinition,
  type SlotRecipeConfig,
  type SystemContext,
} from '@chakra-ui/react';
// Deep imports (vite.config.ts alias @chakra-theme → @chakra-ui/react/dist/esm/theme): the
// '@chakra-ui/react/theme' barrel builds Chakra's defaultConfig, which holds every recipe, so
// importing anything from it put all ~50 recipes and every component anatomy (~9 KB gzip) in the
// entry chunk.
import { borders } from '@chakra-theme/tokens/borders';
import { cursor } from '@chakra-theme/tokens/cursor';
import { durations } from '@chakra-theme/tokens/durations';
import { easings } from '@chakra-theme/tokens/easings';
import { fontSizes } from '@chakra-theme/tokens/font-sizes';
import { fontWeights } from '@chakra-theme/tokens/font-weights';
import { fonts } from '@chakra-theme/tokens/fonts';
import { letterSpacings } from '@chakra-theme/tokens/letter-spacing';
import { lineHeights } from '@chakra-theme/tokens/line-heights';
import { radii } from '@chakra-theme/tokens/radius';
import { sizes } from '@chakra-theme/tokens/sizes';
import { spacing } from '@chakra-theme/tokens/spacing';
import { zIndices } from '@chakra-theme/tokens/z-indices';
import { semanticRadii } from '@chakra-theme/semantic-tokens/radii';
import { breakpoints } from '@chakra-theme/breakpoints';
import { textStyles } from '@chakra-theme/text-styles';
import { badgeRecipe } from '@chakra-theme/recipes/badge';
import { buttonRecipe } from '@chakra-theme/recipes/button';
import { containerRecipe } from '@chakra-theme/recipes/container';
import { headingRecipe } from '@chakra-theme/recipes/heading';
import { linkRecipe } from '@chakra-theme/recipes/link';
import { spinnerRecipe } from '@chakra-theme/recipes/spinner';
import { aspectRatios } from '@chakra-theme/tokens/aspect-ratios';
import { animations, animationStyles, keyframes, layerStyles } from './theme-styles';
import { colors, semanticColors, semanticShadows } from './theme-tokens';

/**
 * Chakra's default tokens and semantic tokens, grouped as its theme/index.js does, without the
 * blur tokens (no component uses them; `@chakra-ui/charts` sizes Chart.Root with the aspect ratio
 * token `landscape`, so those stay) and with only the animations, keyframes,
 * layer and animation styles in use (theme-styles.ts, docs/decisions/291-theme-of-what-the-app-uses.md).
 */
const tokens = {
  animations,
  aspectRatios,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};
const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii };

/*
 * Colour palettes no component uses (yellow, teal, cyan, pink) are left out of the tokens: every
 * token becomes CSS variables that createSystem builds at startup and every page carries, so fewer
 * palettes mean a faster start and a smaller prerendered stylesheet. `colorPalette` values in use:
 * gray, blue, green, red, orange, purple. The app has a light theme only (no `.dark` class is ever
 * set, and Chakra's `_dark` condition is class-based), so each semantic token keeps just its
 * `_light` value: createSystem then does about half the work at startup (measured 30 → 13 ms per
 * call in Node) and the token CSS is a quarter smaller. theme-tokens.ts holds both as data, so the
 * dark values and the unused palettes are not in the bundle either (docs/decisions/291-theme-of-what-the-app-uses.md).
 */

/**
 * Chakra's global CSS (theme/global-css.js) without its ~30 custom properties declared on every
 * element (`*`): defaults for its `filter: auto`, `backdropFilter: auto` and `ring` utilities, and
 * three `--global-*` aliases. A custom property declared on an element gives that element its own
 * variable set, resolved anew, so the browser's style work for every element grew with them: each
 * style recalculation of a page (~500 elements) took twice as long (docs/decisions/006-chakra-global-styles.md).
 * No recipe in use and no component of the app uses those utilities (only Chakra's slider recipe
 * uses `ring`), and the three aliases inherit from `html`, where each is declared once with the
 * same value; theme.test.ts checks both against Chakra's own global CSS.
 */
export const globalCss = {
  '*': { fontFeatureSettings: '"cv11"' },
  html: {
    color: 'fg',
    bg: 'bg',
    lineHeight: '1.5',
    colorPalette: 'gray',
    '--global-font-mono': 'fonts.mono',
    '--global-font-body': 'fonts.body',
    '--global-color-border': 'colors.border',
  },
  '*::placeholder, *[data-placeholder]': { color: 'fg.muted/80' },
  '*::selection': { bg: 'colorPalette.emphasized/80' },
  'html, body': { bg: 'bg', color: 'fg' },
};

const fontStack = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';

/**
 * A trimmed Chakra system: the default tokens, and in the entry chunk only the recipes of what
 * every page's shell renders (navbar, footer, spinner, headings, buttons, links, badges).
 * Every other recipe travels with its component in components/ui/chakra/*.ts, which registers it
 * through registerRecipes() when a lazy page first imports it (docs/decisions/007-per-component-chakra-recipes.md). ESLint keeps
 * those components from being imported straight from '@chakra-ui/react'.
 */
const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      fonts: {
        ...tokens.fonts,
        heading: { value: fontStack },
        body: { value: fontStack },
      },
    },
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {},
  },
});

let system: SystemContext | undefined;

/** Chakra's createSystem as a generator of its phases: `createSystem.steps` in builds (web/build/chakra-system-steps.ts). */
type SystemSteps = (...configs: Parameters<typeof createSystem>) => Generator<void, SystemContext, void>;

/**
 * The Chakra system of the app (brand colour: Chakra's blue palette, as the spec's checkout theme),
 * created on the first call. createSystem is the largest piece of startup work (~80 ms at 4x CPU
 * throttling, its global CSS deferred by patches/@chakra-ui+react+3.37.0.patch, docs/decisions/006-chakra-global-styles.md): main.tsx
 * creates it through getSystemInTasks, apart from the task that evaluates the modules (Lighthouse
 * Total Blocking Time counts each task's time beyond 50 ms).
 */
export function getSystem(): SystemContext {
  system ??= createSystem(defaultBaseConfig, config);
  return system;
}

/**
 * The app's system (as getSystem), created with each phase of Chakra's createSystem in a task of
 * its own: `between()` is awaited between two phases (main.tsx: a timer). In builds createSystem
 * carries its phases as `createSystem.steps` (web/build/chakra-system-steps.ts); without them (tests,
 * the dev server) the system is created in one call. Recipes registered while it is being created
 * are in it. docs/decisions/293-chakra-system-in-tasks.md.
 */
export async function getSystemInTasks(between: () => Promise<unknown>): Promise<SystemContext> {
  const phases = (createSystem as typeof createSystem & { steps?: SystemSteps }).steps?.(defaultBaseConfig, config);
  let phase = phases?.next();
  while (phase && !phase.done) {
    await between();
    phase = phases?.next();
  }
  if (phase?.done && !system) {
    system = phase.value;
    // what registerRecipes wrote into `config` while there was no system yet
    registerRecipes(config.theme as RecipeRegistry);
  }
  return getSystem();
}

type RecipeRegistry = { recipes: Record<string, RecipeDefinition>; slotRecipes: Record<string, SlotRecipeConfig> };

/**
 * Adds recipes to the app's system: `{ recipes?: { key: recipe }, slotRecipes?: { key: slotRecipe } }`.
 * Chakra looks a component's recipe up by key in the system's theme on the component's first
 * render and caches the compiled result (styled-system/system.js `getRecipeFn`), so a recipe must be
 * registered before any component using it renders: the components/ui/chakra modules call this at
 * import. Registering a key again replaces nothing already compiled.
 */
export function registerRecipes(add: Partial<RecipeRegistry>): void {
  // before the system exists, into the config it will be created from
  const theme = (system ? system._config.theme : config.theme) as RecipeRegistry;
  Object.assign(theme.recipes, add.recipes);
  Object.assign(theme.slotRecipes, add.slotRecipes);
}
