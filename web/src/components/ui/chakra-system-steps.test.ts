import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem, defaultBaseConfig, type SystemContext } from '@chakra-ui/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { applyEdits, CHAKRA_SYSTEM_EDITS } from '../../../build/chakra-system-steps';
import { getSystem } from './theme';

const NODE_MODULES = join(import.meta.dirname, '../../../../node_modules');
const CHAKRA_ESM = join(NODE_MODULES, '@chakra-ui/react/dist/esm');

type Steps = (...configs: unknown[]) => Generator<void, SystemContext, void>;
type EditedSystem = { createSystem: ((...configs: unknown[]) => SystemContext) & { steps: Steps } };

// Chakra's styled-system and utils as the build edits them, in a folder inside node_modules, so
// their own imports (@emotion, @pandacss, react) resolve as the installed files' do.
const dir = mkdtempSync(join(NODE_MODULES, '.cache-chakra-system-steps-'));
for (const sub of ['styled-system', 'utils']) cpSync(join(CHAKRA_ESM, sub), join(dir, sub), { recursive: true });
for (const name of ['system.js', 'token-dictionary.js']) {
  const file = join(dir, 'styled-system', name);
  const at = CHAKRA_SYSTEM_EDITS.find((f) => f.file.test(join(CHAKRA_ESM, 'styled-system', name)));
  if (!at) throw new Error(`no edits for ${name}`);
  writeFileSync(file, applyEdits(readFileSync(file, 'utf8'), at.edits, name));
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function files(dir: string, name: RegExp): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? files(path, name) : name.test(entry) ? [path] : [];
  });
}

/** What a system resolves: its tokens, CSS variables, style props and a few styles through each. */
function answers(system: SystemContext) {
  const { tokens } = system;
  return {
    allTokens: tokens.allTokens,
    cssVarMap: tokens.cssVarMap,
    flatMap: tokens.flatMap,
    colorPaletteMap: tokens.colorPaletteMap,
    categoryMap: tokens.categoryMap,
    properties: [...system.properties].sort(),
    tokenCss: system.getTokenCss(),
    css: system.css({ px: '4', color: 'blue.600', bg: { base: 'bg.muted', _hover: 'red.500/40' }, mt: '-2' }),
    button: system.getRecipeFn('button')({ variant: 'outline', size: 'sm' }),
    token: [system.token('colors.fg.muted'), system.token.var('spacing.4'), system.token('sizes.breakpoint-md')],
  };
}

describe('chakraSystemSteps (web/build/chakra-system-steps.ts, ADR 293)', () => {
  it("finds each text it edits exactly once in the installed Chakra's files", () => {
    for (const { file, edits } of CHAKRA_SYSTEM_EDITS) {
      const name = file.source.includes('system\\.js') ? 'system.js' : 'token-dictionary.js';
      const code = readFileSync(join(CHAKRA_ESM, 'styled-system', name), 'utf8');
      expect(() => applyEdits(code, edits, name)).not.toThrow();
      expect(applyEdits(code, edits, name).split('\n').length).toBe(code.split('\n').length);
    }
    expect(() => applyEdits('function createSystem() {}', CHAKRA_SYSTEM_EDITS[0]?.edits ?? [], 'x')).toThrow(
      /not found exactly once/,
    );
  });

  it('leaves out system.query, which no Chakra component and no source of the app reads', () => {
    const dirs = [CHAKRA_ESM, join(NODE_MODULES, '@chakra-ui/charts/dist/esm'), join(import.meta.dirname, '../..')];
    const readers = new Set<string>();
    for (const file of dirs.flatMap((d) => files(d, /\.(js|tsx?)$/))) {
      if (file.endsWith('.test.ts')) continue;
      for (const m of readFileSync(file, 'utf8').matchAll(/(\w+)\??\.query\b/g)) readers.add(`${m[1]}.query`);
    }
    // a breakpoint's media query (hooks/use-breakpoint.js), not the system's
    expect([...readers]).toEqual(['bp.query']);
    const system = readFileSync(join(CHAKRA_ESM, 'styled-system/system.js'), 'utf8');
    expect(applyEdits(system, CHAKRA_SYSTEM_EDITS[0]?.edits ?? [], 'system.js')).not.toMatch(
      /const query =|^ +query$/m,
    );
  });

  it("creates in phases the same system as Chakra's createSystem", async () => {
    const edited = (await import(pathToFileURL(join(dir, 'styled-system/system.js')).href)) as EditedSystem;
    const config = getSystem()._config;
    const phases = edited.createSystem.steps(config);
    let yields = 0;
    let phase = phases.next();
    for (; !phase.done; phase = phases.next()) yields++;
    expect(yields).toBe(4);
    const original = answers(createSystem(config));
    expect(answers(phase.value)).toEqual(original);
    expect(answers(edited.createSystem(config))).toEqual(original);
  });

  it('getSystemInTasks awaits between the phases and keeps the recipes registered meanwhile', async () => {
    const edited = (await import(pathToFileURL(join(dir, 'styled-system/system.js')).href)) as EditedSystem;
    // a fresh theme module (no system yet), with createSystem carrying its phases as in builds
    vi.resetModules();
    Object.assign(createSystem, { steps: edited.createSystem.steps });
    try {
      const theme = await import('./theme');
      let between = 0;
      const system = await theme.getSystemInTasks(() => {
        if (++between === 2) theme.registerRecipes({ recipes: { lateRecipe: { base: { color: 'red.500' } } } });
        return Promise.resolve();
      });
      expect(between).toBe(4);
      expect(theme.getSystem()).toBe(system);
      expect(system.isRecipe('lateRecipe')).toBe(true);
      expect(answers(system)).toEqual(answers(createSystem(defaultBaseConfig, getSystem()._config)));
    } finally {
      Reflect.deleteProperty(createSystem, 'steps');
    }
  });
});
