import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// imported before the system exists: its recipe goes into the config the system is created from
import { Card } from './chakra/card';
import { globalCss as chakraGlobalCss } from '@chakra-theme/global-css';
import { getSystem, globalCss } from './theme';

// Every lazily registered recipe (components/ui/chakra/*.ts register theirs at import).
import.meta.glob('./chakra/*.ts', { eager: true });

/** Whether a recipe or style object uses the utilities whose per-element defaults theme.ts leaves out. */
function usesRingOrAutoFilter(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([key, v]) =>
      /^ring(Color|Offset|Inset|Width)?$/.test(key) ||
      ((key === 'filter' || key === 'backdropFilter') && v === 'auto') ||
      usesRingOrAutoFilter(v),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('getSystem', () => {
  it('creates the system once, with the recipes registered before it existed', () => {
    expect(Card.Root).toBeDefined();
    const system = getSystem();
    expect(getSystem()).toBe(system);
    expect(system.isSlotRecipe('card')).toBe(true);
    expect(system.isRecipe('button')).toBe(true);
  });

  it("is Chakra's global CSS without custom properties on every element; the aliases inherit from html", () => {
    expect(getSystem()._config.globalCss).toEqual(globalCss);
    const chakra = chakraGlobalCss as Record<string, Record<string, unknown>>;
    const chakraStar = chakra['*'] ?? {};
    const aliases = Object.fromEntries(Object.entries(chakraStar).filter(([k]) => k.startsWith('--global-')));
    expect(Object.keys(aliases)).toHaveLength(3);
    // '*' keeps every declaration but the custom properties
    expect(globalCss['*']).toEqual(Object.fromEntries(Object.entries(chakraStar).filter(([k]) => !k.startsWith('--'))));
    // html: Chakra's, plus the aliases with Chakra's values
    expect(globalCss.html).toEqual({ ...chakra.html, ...aliases });
    // the other rules as Chakra writes them, plus the app's own html, body colours (the phone's touch
    // targets are plain CSS in index.html: no JS before first paint, docs/decisions/181-tabs-on-a-phone.md)
    const { '*': _star, html: _html, 'html, body': ours, ...rest } = globalCss;
    const { '*': _cstar, html: _chtml, ...chakraRest } = chakra;
    expect(rest).toEqual(chakraRest);
    expect(ours).toEqual({ bg: 'bg', color: 'fg' });
  });

  it('has no recipe or component using ring or filter/backdropFilter "auto" (their defaults are left out)', () => {
    const { recipes = {}, slotRecipes = {} } = getSystem()._config.theme ?? {};
    expect(Object.keys(recipes).length + Object.keys(slotRecipes).length).toBeGreaterThan(20);
    for (const [key, recipe] of Object.entries({ ...recipes, ...slotRecipes })) {
      expect(usesRingOrAutoFilter(recipe), `recipe ${key}`).toBe(false);
    }
    const src = join(__dirname, '../..');
    for (const file of sourceFiles(src)) {
      const text = readFileSync(file, 'utf8');
      expect(
        /\bring(Color|Offset|Inset|Width)?[=:]|\b(filter|backdropFilter)[=:]\s*["']auto["']/.test(text),
        file,
      ).toBe(false);
    }
  });
});
