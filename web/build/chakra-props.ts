import type { Plugin } from 'vite';
import { assertVersion } from './versions';

/** The names Chakra's system counts as style props whatever the app's theme: its utilities and conditions. */
async function baseStyleProps(): Promise<Set<string>> {
  const { createSystem, defaultBaseConfig } = await import('@chakra-ui/react');
  return new Set(createSystem(defaultBaseConfig).properties);
}

/**
 * The CSS properties outside Chakra's utilities that the app's code, a Chakra recipe or component
 * (`@chakra-ui/react`, `@chakra-ui/charts`) names as a style prop: `chakra-prop-lists.test.ts`
 * fails when a source names another of Panda's list. Add a name here when a screen needs one.
 */
export const KEPT_CSS_PROPERTIES = new Set(
  (
    'WebkitAppearance WebkitOverflowScrolling WebkitTapHighlightColor alignItems alignSelf all ' +
    'animationDirection animationFillMode animationIterationCount animationName animationPlayState ' +
    'appearance borderCollapse boxSizing breakInside captionSide clip clipPath clipRule colorScheme ' +
    'columns containIntrinsicSize container content contentVisibility counterIncrement counterReset cx cy ' +
    'd direction display dominantBaseline fieldSizing fillRule flex flexGrow flexShrink flexWrap font ' +
    'fontFeatureSettings fontStyle fontVariantNumeric forcedColorAdjust gridArea gridAutoColumns ' +
    'grid gridAutoFlow gridAutoRows gridColumn gridColumnEnd gridColumnStart gridRow gridRowEnd gridRowStart ' +
    'gridTemplateAreas gridTemplateColumns gridTemplateRows isolation justifyContent justifySelf ' +
    'listStyle listStyleType marker maxLines objectFit objectPosition offset order outline outlineOffset ' +
    'outlineStyle outlineWidth overflow overflowAnchor overflowWrap overflowX overflowY overlay page ' +
    'placeContent placeItems pointerEvents r resize rx ry scrollBehavior stopColor stopOpacity ' +
    'strokeDasharray strokeDashoffset strokeLinecap strokeLinejoin strokeWidth tabSize textAlign ' +
    'textAnchor textDecorationThickness textRendering textTransform textUnderlineOffset touchAction ' +
    'transformOrigin transitionDelay userSelect verticalAlign visibility whiteSpace willChange wordBreak ' +
    'wordSpacing wordWrap x y'
  ).split(' '),
);

/**
 * Each list: the package file, the pattern of the list in it, how the list's names are joined, and
 * the fewest names the file must hold (fewer means its format changed).
 */
export const LISTS = [
  {
    pkg: '@pandacss/is-valid-prop',
    file: /[\\/]@pandacss[\\/]is-valid-prop[\\/]dist[\\/]index\.mjs$/,
    list: /(var cssPropertiesStr = ")([^"]+)(")/,
    join: ',',
    atLeast: 400,
  },
  {
    pkg: '@emotion/is-prop-valid',
    file: /[\\/]@emotion[\\/]is-prop-valid[\\/]dist[\\/]emotion-is-prop-valid\.(esm|cjs)\.m?js$/,
    list: /(var reactPropsRegex = \/\^\(\()([\w|]+)(\)\|)/,
    join: '|',
    atLeast: 300,
  },
] as const;

/**
 * The names of `pkg`'s list the build keeps. `@pandacss/is-valid-prop`: the CSS properties not in
 * `styleProps` (Chakra's `properties`) that KEPT_CSS_PROPERTIES names. `@emotion/is-prop-valid`: the
 * React props that are not style props after that, i.e. neither in `styleProps` nor in `keptCss`
 * (the Panda names kept).
 */
export function keptNames(pkg: string, names: string[], styleProps: Set<string>, keptCss: Set<string>): string[] {
  if (pkg === '@pandacss/is-valid-prop') return names.filter((n) => !styleProps.has(n) && KEPT_CSS_PROPERTIES.has(n));
  return names.filter((n) => !styleProps.has(n) && !keptCss.has(n));
}

/**
 * Chakra decides which props of a styled element are style props with
 * `isValidProperty(prop) = properties.has(prop) || isCssProperty(prop)` (styled-system/system.js;
 * `properties` are its utilities, shorthands and conditions), and forwards a prop to a DOM element
 * only when `isPropValid(prop) && !isValidProperty(prop)` (styled-system/factory.js). So a name of
 * `@pandacss/is-valid-prop`'s CSS property list that is already in `properties`, and a name of
 * `@emotion/is-prop-valid`'s React prop list that is a style prop, change no answer. In builds this
 * drops those names from both lists, and from Panda's list too the 249 CSS properties no source of
 * the app, its recipes or Chakra's components names (KEPT_CSS_PROPERTIES): about 2.3 KB gzip off
 * every page's boot chunk (docs/decisions/290-chakra-prop-lists-without-style-props.md). The style props are read from
 * `createSystem(defaultBaseConfig)`, which the app's system extends with a theme but no utilities.
 * Chakra is the only importer of either package (checked when this was written).
 */
export function chakraPropLists(): Plugin {
  assertVersion('chakra-props', '@chakra-ui/react', '3.37.0');
  assertVersion('chakra-props', '@pandacss/is-valid-prop', '1.12.1');
  assertVersion('chakra-props', '@emotion/is-prop-valid', '1.4.0');
  let styleProps: Promise<Set<string>> | undefined;
  let cssProps: Set<string> | undefined;
  return {
    name: 'skillsetu-chakra-prop-lists',
    apply: 'build',
    async transform(code, id) {
      const at = LISTS.find((l) => l.file.test(id));
      if (!at) return null;
      const found = code.match(at.list);
      const names = found?.[2]?.split(at.join) ?? [];
      if (names.length < at.atLeast) this.error(`${at.pkg}: ${names.length} names found in ${id}; its format changed`);
      styleProps ??= baseStyleProps();
      const props = await styleProps;
      const panda = (await import('@pandacss/is-valid-prop')).allCssProperties;
      cssProps ??= new Set(keptNames('@pandacss/is-valid-prop', panda, props, new Set()));
      const kept = keptNames(at.pkg, names, props, cssProps).join(at.join);
      return { code: code.replace(at.list, (_m, a: string, _l: string, b: string) => a + kept + b), map: null };
    },
  };
}
