import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { layerStyles as chakraLayerStyles } from '@chakra-theme/layer-styles';
import { animationStyles as chakraAnimationStyles } from '@chakra-theme/motion-styles';
import { animations as chakraAnimations } from '@chakra-theme/tokens/animations';
import { keyframes as chakraKeyframes } from '@chakra-theme/tokens/keyframes';
import { colors as chakraColors } from '@chakra-theme/tokens/colors';
import { semanticColors as chakraSemanticColors } from '@chakra-theme/semantic-tokens/colors';
import { semanticShadows as chakraSemanticShadows } from '@chakra-theme/semantic-tokens/shadows';
import { getSystem } from './theme';
import { animations, animationStyles, keyframes, layerStyles } from './theme-styles';
import { colors, semanticColors, semanticShadows } from './theme-tokens';

// Every lazily registered recipe (components/ui/chakra/*.ts register theirs at import).
import.meta.glob('./chakra/*.ts', { eager: true });

/** Every `[key, value]` of a recipe or style object, nested objects included. */
function entries(value: unknown): [string, unknown][] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [[k, v] as [string, unknown], ...entries(v)]);
}

/** The words of the string values under `keys` (an animation shorthand lists its keyframe first). */
function wordsUnder(value: unknown, keys: RegExp): Set<string> {
  const words = entries(value)
    .filter(([k, v]) => keys.test(k) && typeof v === 'string')
    .flatMap(([, v]) => String(v).split(/[\s,]+/));
  return new Set(words);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|js)$/.test(name) && !/\.test\.tsx?$|theme(-styles)?\.ts$/.test(name) ? [path] : [];
  });
}

/** A token group with each `{ value: { _light, _dark } }` as `{ value: _light }`. */
function lightOnly(group: unknown): unknown {
  if (!group || typeof group !== 'object') return group;
  if ('value' in group) {
    const { value } = group as { value: unknown };
    return { ...group, value: value && typeof value === 'object' && '_light' in value ? value._light : value };
  }
  return Object.fromEntries(Object.entries(group).map(([k, v]) => [k, lightOnly(v)]));
}

describe('theme-tokens', () => {
  const UNUSED_PALETTES = ['yellow', 'teal', 'cyan', 'pink'];
  const withoutUnused = (group: object) =>
    Object.fromEntries(Object.entries(group).filter(([k]) => !UNUSED_PALETTES.includes(k)));

  it("are Chakra's colours and semantic colours and shadows, light values only, without the unused palettes", () => {
    expect(colors).toEqual(withoutUnused(chakraColors));
    expect(semanticColors).toEqual(lightOnly(withoutUnused(chakraSemanticColors)));
    expect(semanticShadows).toEqual(lightOnly(chakraSemanticShadows));
    expect(JSON.stringify({ colors, semanticColors, semanticShadows })).not.toMatch(/_dark|_light/);
  });

  it('leaves out palettes no source file of the app names', () => {
    for (const file of sourceFiles(join(__dirname, '../..'))) {
      const text = readFileSync(file, 'utf8');
      expect(
        new RegExp(
          `\\b(${UNUSED_PALETTES.join('|')})\\.\\d|colorPalette[=:]\\s*["'](${UNUSED_PALETTES.join('|')})`,
        ).test(text),
        file,
      ).toBe(false);
    }
  });
});

describe('theme-styles (docs/decisions/291-theme-of-what-the-app-uses.md)', () => {
  const { recipes = {}, slotRecipes = {} } = getSystem()._config.theme ?? {};
  const used = { ...recipes, ...slotRecipes, animationStyles };

  it("holds Chakra's own values", () => {
    const pick = (from: object, names: string[]) =>
      Object.fromEntries(names.map((n) => [n, from[n as keyof typeof from]]));
    expect(keyframes).toEqual(pick(chakraKeyframes, Object.keys(keyframes)));
    expect(animations).toEqual(pick(chakraAnimations, Object.keys(animations)));
    expect(layerStyles).toEqual(pick(chakraLayerStyles, Object.keys(layerStyles)));
    expect(animationStyles).toEqual(pick(chakraAnimationStyles, Object.keys(animationStyles)));
  });

  it('has every keyframe, animation token, layer and animation style a registered recipe names', () => {
    expect(Object.keys(recipes).length + Object.keys(slotRecipes).length).toBeGreaterThan(20);
    const named = wordsUnder(used, /^animation(Name)?$/);
    for (const name of Object.keys(chakraKeyframes))
      if (named.has(name)) expect(keyframes, name).toHaveProperty([name]);
    for (const name of Object.keys(chakraAnimations))
      if (named.has(name)) expect(animations, name).toHaveProperty([name]);
    for (const name of wordsUnder(used, /^layerStyle$/)) expect(layerStyles, name).toHaveProperty([name]);
    for (const name of wordsUnder(used, /^animationStyle$/)) expect(animationStyles, name).toHaveProperty([name]);
  });

  it('leaves out only names no recipe and no source file of the app uses; no blur tokens', () => {
    const droppedOf = (from: object, kept: object) => Object.keys(from).filter((n) => !(n in kept));
    const groups: [string[], RegExp][] = [
      [[...droppedOf(chakraKeyframes, keyframes), ...droppedOf(chakraAnimations, animations)], /^animation(Name)?$/],
      [droppedOf(chakraLayerStyles, layerStyles), /^layerStyle$/],
      [droppedOf(chakraAnimationStyles, animationStyles), /^animationStyle$/],
    ];
    expect(groups.flatMap(([names]) => names).length).toBeGreaterThan(20);
    for (const [names, keys] of groups) {
      const words = wordsUnder(used, keys);
      for (const name of names) expect(words.has(name), name).toBe(false);
    }
    expect(entries(used).some(([k]) => /^(blur|backdropBlur)$/.test(k))).toBe(false);
    // the app's own code: a dropped name as a string anywhere ('none' is also a CSS keyword: by prop)
    const names = groups.flatMap(([n]) => n).filter((n) => n !== 'none');
    // and Chakra's chart components, which style themselves (Chart.Root's aspectRatio: 'landscape')
    const charts = join(__dirname, '../../../../node_modules/@chakra-ui/charts/dist/esm');
    for (const file of [...sourceFiles(join(__dirname, '../..')), ...sourceFiles(charts)]) {
      const text = readFileSync(file, 'utf8');
      for (const name of names)
        expect(text.includes(`'${name}'`) || text.includes(`"${name}"`), `${file}: ${name}`).toBe(false);
      expect(/\b(blur|backdropBlur)[=:]|layerStyle[=:]\s*["']none/.test(text), file).toBe(false);
    }
    expect(getSystem().token('aspectRatios.landscape')).toBe('4 / 3');
  });
});
