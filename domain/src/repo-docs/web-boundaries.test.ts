/// <reference types="node" />
// The web app's data reads and feature boundaries (docs/decisions/244-one-read-hook-and-feature-doors.md,
// docs/architecture.md#layers): feature code reads through web/src/lib/firebase (live.ts, use-once.ts),
// each feature's index.ts is its only door for other features, and features import each other
// without cycles. Test files are exempt: they compose features on purpose.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRepoFile, repoPathExists, repoTextFiles } from './repo-files';

const FEATURES = 'web/src/features';

/** What feature code may not write: raw listeners, reactfire, or a hand-written read effect's flag. */
const READ_PATTERNS: [RegExp, string][] = [
  [/\bonSnapshot\(/, 'onSnapshot'],
  [/from '(reactfire|firebase\/database)'/, 'reactfire'],
  [/\blet (live|active|alive|cancelled|canceled|ignore|mounted)\b/, 'hand-written read effect'],
  [/\b(cancelled|canceled|ignore) = true\b/, 'hand-written read effect'],
];

/**
 * Recorded exceptions (ADR 120, ADR 244): the worker's own listeners, the send path's rate counter,
 * and three public pages' first-paint modules, where useOnce would add a shared chunk to the
 * route's budgeted JavaScript (measured: home +1.0 KB, /trainer and /course +0.8 KB gzip).
 */
const READ_EXCEPTIONS = [
  'web/src/features/trainers/api/worker/listeners.ts',
  'web/src/features/trainers/api/worker/trainer-cards.worker.ts',
  'web/src/features/messaging/api/message-rate.ts',
  'web/src/features/home/components/featured-trainers-section.tsx',
  'web/src/features/home/hooks/use-after-load.ts',
  'web/src/features/trainers/components/trainer-public-profile.tsx',
  'web/src/features/courses/hooks/use-course-detail.ts',
];

/** The read rules a feature file breaks, by name. */
export function readViolations(text: string): string[] {
  return [...new Set(READ_PATTERNS.filter(([re]) => re.test(text)).map(([, name]) => name))];
}

const featureFiles = () =>
  repoTextFiles(FEATURES).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('/test/'));

/** The repository-relative targets of a file's relative imports, static and dynamic. */
export function importTargets(file: string, text: string): string[] {
  const specs = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)'(\.[^']*)'/gm)].map((m) => m[1] ?? '');
  return specs.map((s) => path.posix.normalize(path.posix.join(path.posix.dirname(file), s)));
}

/** The feature a repository path sits in, or null outside web/src/features. */
export const featureOf = (p: string): string | null => p.match(/^web\/src\/features\/([\w-]+)/)?.[1] ?? null;

/** Imports of another feature that bypass its index.ts, as 'file → target'. */
export function backDoors(file: string, text: string): string[] {
  const own = featureOf(file);
  return importTargets(file, text)
    .filter((t) => {
      const other = featureOf(t);
      return other !== null && other !== own && t !== `${FEATURES}/${other}` && t !== `${FEATURES}/${other}/index`;
    })
    .map((t) => `${file} → ${t}`);
}

/** Cycles in a directed graph (each strongly connected component of more than one node), sorted. */
export function cycles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v) ?? 0);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w !== undefined) scc.push(w);
      } while (w !== undefined && w !== v);
      if (scc.length > 1) out.push(scc.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return out.sort();
}

describe('web reads and feature boundaries', () => {
  it('names the read rules a text breaks', () => {
    expect(readViolations("import { useFirestore } from 'reactfire';\nlet live = true;")).toEqual([
      'reactfire',
      'hand-written read effect',
    ]);
    expect(readViolations('return () => {\n  cancelled = true;\n};')).toEqual(['hand-written read effect']);
    expect(readViolations("const read = useOnce(id, () => fetchX(id), 'X fetch');")).toEqual([]);
  });

  it('finds back doors and cycles', () => {
    const file = `${FEATURES}/a/components/x.tsx`;
    const text = "import { y } from '../../b/api/y';\nimport { z } from '../../b';\nconst m = import('../../c/index');";
    expect(backDoors(file, text)).toEqual([`${file} → ${FEATURES}/b/api/y`]);
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('feature code reads data only through lib/firebase (live.ts, use-once.ts)', () => {
    const files = featureFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files
      .filter((f) => !READ_EXCEPTIONS.includes(f))
      .flatMap((f) => readViolations(readRepoFile(f)).map((v) => `${f}: ${v}`));
    expect(found).toEqual([]);
    expect(READ_EXCEPTIONS.filter((f) => !repoPathExists(f))).toEqual([]);
  });

  it('every feature has an index.ts, the only door other features import', () => {
    const files = featureFiles();
    const features = [...new Set(files.map((f) => featureOf(f) ?? ''))].filter(Boolean);
    expect(features.filter((name) => !repoPathExists(`${FEATURES}/${name}/index.ts`))).toEqual([]);
    expect(files.flatMap((f) => backDoors(f, readRepoFile(f)))).toEqual([]);
  });

  it('features import each other without cycles (compose in app/)', () => {
    const edges = new Map<string, Set<string>>();
    for (const f of featureFiles()) {
      const from = featureOf(f) ?? '';
      for (const t of importTargets(f, readRepoFile(f))) {
        const to = featureOf(t);
        if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
    expect(edges.size).toBeGreaterThan(5);
    expect(cycles(edges)).toEqual([]);
  });
});
