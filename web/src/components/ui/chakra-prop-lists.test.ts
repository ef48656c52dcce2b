import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { keptNames, LISTS } from '../../../build/chakra-props';
import { REACT_ROUTER_EDITS } from '../../../build/react-router';
import { getSystem } from './theme';

// Every lazily registered recipe (components/ui/chakra/*.ts register theirs at import).
import.meta.glob('./chakra/*.ts', { eager: true });

const NODE_MODULES = join(import.meta.dirname, '../../../../node_modules');
/** The names of one of LISTS' package lists, read from the installed file as the build reads it. */
function installedNames(at: (typeof LISTS)[number], file: string): string[] {
  const names = readFileSync(join(NODE_MODULES, file), 'utf8').match(at.list)?.[2]?.split(at.join) ?? [];
  expect(names.length).toBeGreaterThanOrEqual(at.atLeast);
  return names;
}

function files(dir: string, name: RegExp): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? files(path, name) : name.test(entry) ? [path] : [];
  });
}

describe('chakraPropLists (web/build/chakra-props.ts, ADR 290)', () => {
  const [panda, emotion] = LISTS;
  const cssNames = installedNames(panda, '@pandacss/is-valid-prop/dist/index.mjs');
  const reactNames = installedNames(emotion, '@emotion/is-prop-valid/dist/emotion-is-prop-valid.esm.js');
  const system = getSystem();
  const css = new Set(cssNames);
  // as the build: the style props of Chakra's base config, which the app's system extends
  const base = createSystem(defaultBaseConfig).properties;
  const keptCss = new Set(keptNames(panda.pkg, cssNames, base, new Set()));
  const keptReact = new Set(keptNames(emotion.pkg, reactNames, base, keptCss));
  // CSS properties no longer style props: none of the sources below may name one
  const unused = new Set(cssNames.filter((n) => !system.properties.has(n) && !keptCss.has(n)));

  it('drops names from both lists', () => {
    expect(keptCss.size).toBeLessThan(cssNames.length - 300);
    expect(keptReact.size).toBeLessThan(reactNames.length - 40);
  });

  it("leaves every other answer of the app's system unchanged: style prop, and forwarded to a DOM element", () => {
    // system.js: isValidProperty; factory.js: a string tag forwards isPropValid && !isValidProperty
    const styleBefore = (n: string) => system.properties.has(n) || css.has(n);
    const styleAfter = (n: string) => system.properties.has(n) || keptCss.has(n);
    const react = new Set(reactNames);
    for (const name of new Set([...cssNames, ...reactNames, ...system.properties])) {
      if (unused.has(name)) continue;
      expect(styleAfter(name), name).toBe(styleBefore(name));
      expect(keptReact.has(name) && !styleAfter(name), name).toBe(react.has(name) && !styleBefore(name));
    }
  });

  it('drops only CSS properties no source of the app, a registered recipe or a Chakra component names', () => {
    expect(unused.size).toBeGreaterThan(200);
    const { recipes = {}, slotRecipes = {} } = system._config.theme ?? {};
    const texts = [
      JSON.stringify({ recipes, slotRecipes, globalCss: system._config.globalCss }),
      ...files(join(NODE_MODULES, '@chakra-ui/react/dist/esm'), /\.js$/).filter((f) => !f.endsWith('preset-base.js')),
      ...files(join(NODE_MODULES, '@chakra-ui/charts/dist/esm'), /\.js$/),
      ...files(join(import.meta.dirname, '../..'), /^(?!.*\.test\.).*\.tsx?$/),
    ]
      .map((f) => (f.startsWith('{') ? f : readFileSync(f, 'utf8')))
      .join('\n');
    // every word that stands before `=` or `:` (a prop or a style key), collected in one pass over
    // the texts: a regular expression per dropped name took seconds on a loaded machine
    const named = new Set(Array.from(texts.matchAll(/(?:\b|")([A-Za-z_$][\w$]*)"?\s*[=:]/g), (m) => m[1]));
    for (const name of unused) expect(named.has(name), name).toBe(false);
  });
});

describe('reactRouterTreeShakable (web/build/react-router.ts, ADRs 220 and 289)', () => {
  it("finds each of its edits in the installed React Router's production module", () => {
    const code = readFileSync(join(NODE_MODULES, 'react-router/dist/production/chunk-7RTFRKQW.mjs'), 'utf8');
    for (const [what, pattern, , times] of REACT_ROUTER_EDITS)
      if (times > 0)
        expect(code.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length, what).toBe(times);
  });
});
