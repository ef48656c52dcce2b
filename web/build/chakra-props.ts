import type { Plugin } from 'vite';
import { assertVersion } from './versions';

/** The names Chakra's system counts as style props whatever the app's theme: its utilities and conditions. */
async function baseStyleProps(): Promise<Set<string>> {
  const { createSystem, defaultBaseConfig } = await import('@chakra-ui/react');
  return new Set(createSystem(defaultBaseConfig).properties);
}

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
 * The names of `pkg`'s list that can change an answer: for `@pandacss/is-valid-prop` the CSS
 * properties that are not in `styleProps` (Chakra's `properties`), for `@emotion/is-prop-valid`
 * the React props that are neither in `styleProps` nor CSS properties (`cssProps`, Panda's full list).
 */
export function keptNames(pkg: string, names: string[], styleProps: Set<string>, cssProps: Set<string>): string[] {
  const emotion = pkg === '@emotion/is-prop-valid';
  return names.filter((n) => !styleProps.has(n) && !(emotion && cssProps.has(n)));
}

/**
 * Chakra decides which props of a styled element are style props with
 * `isValidProperty(prop) = properties.has(prop) || isCssProperty(prop)` (styled-system/system.js;
 * `properties` are its utilities, shorthands and conditions), and forwards a prop to a DOM element
 * only when `isPropValid(prop) && !isValidProperty(prop)` (styled-system/factory.js). So a name of
 * `@pandacss/is-valid-prop`'s CSS property list that is already in `properties`, and a name of
 * `@emotion/is-prop-valid`'s React prop list that is a style prop, change no answer. In builds this
 * drops those names from both lists (171 and 74 names, about 0.9 KB gzip off every page's boot
 * chunk; docs/decisions/290-chakra-prop-lists-without-style-props.md). The style props are read from
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
      cssProps ??= new Set((await import('@pandacss/is-valid-prop')).allCssProperties);
      const kept = keptNames(at.pkg, names, props, cssProps).join(at.join);
      return { code: code.replace(at.list, (_m, a: string, _l: string, b: string) => a + kept + b), map: null };
    },
  };
}
