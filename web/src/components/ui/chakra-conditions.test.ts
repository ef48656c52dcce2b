import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepConditions, KEPT_CONDITIONS } from '../../../build/chakra-conditions';
import { getSystem } from './theme';

// Every lazily registered recipe (components/ui/chakra/*.ts register theirs at import).
import.meta.glob('./chakra/*.ts', { eager: true });

const CHAKRA_ESM = join(import.meta.dirname, '../../../../node_modules/@chakra-ui/react/dist/esm');
const PRESET_BASE = join(CHAKRA_ESM, 'preset-base.js');

function files(dir: string, name: RegExp): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? files(path, name) : name.test(entry) ? [path] : [];
  });
}

describe('chakraConditions (web/build/chakra-conditions.ts, ADR 291)', () => {
  const { code, dropped } = keepConditions(readFileSync(PRESET_BASE, 'utf8'));

  it("keeps only the named conditions of Chakra's preset-base.js", () => {
    expect(dropped.length).toBeGreaterThan(60);
    for (const name of dropped) expect(code).not.toMatch(new RegExp(`^ {2}${name}: `, 'm'));
    for (const name of KEPT_CONDITIONS) expect(code).toMatch(new RegExp(`^ {2}${name}: `, 'm'));
    expect(code).toMatch(/^const defaultConditions = defineConditions\(\{\n[\s\S]*?\n\}\);$/m);
  });

  it('keeps every condition a registered recipe, a Chakra component or a source file of the app names', () => {
    const { recipes = {}, slotRecipes = {} } = getSystem()._config.theme ?? {};
    expect(Object.keys(recipes).length + Object.keys(slotRecipes).length).toBeGreaterThan(20);
    const texts = [
      JSON.stringify({ recipes, slotRecipes, globalCss: getSystem()._config.globalCss }),
      ...files(CHAKRA_ESM, /\.js$/)
        .filter((f) => f !== PRESET_BASE)
        .map((f) => readFileSync(f, 'utf8')),
      ...files(join(import.meta.dirname, '../..'), /^(?!.*\.test\.).*\.tsx?$/).map((f) => readFileSync(f, 'utf8')),
    ].join('\n');
    for (const name of dropped) expect(new RegExp(`\\b_${name}\\b`).test(texts), `_${name}`).toBe(false);
  });
});
