/// <reference types="node" />
// References a reader can open (docs/testing.md#docs-that-cannot-drift): every markdown link and
// every repository path named in code or docs exists (with its #anchor), markdown never links
// outside the repository (docs/architecture.md#decision-12), and every ADR carries its status and date.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownAnchors, readRepoFile, repoPathExists, repoTextFiles } from './repo-files';

/** A repository path starts with a top-level folder: `docs/product.md#plans`, `functions/src/lib/`. */
const REPO_PATH = /(?<![\w./@~-])(?:docs|domain|functions|web|scripts|tests|patches)\/[^\s'"`()[\]|;:!?]*/g;
/** A pattern (`features/<name>/`, `{a,b}.ts`, `search-*.ts`, `${dir}/x`), not one file. */
const PATTERN = /[*<>{}$…]/;
/** Ignored by git: built output and local secrets, named on purpose before they exist. */
const GENERATED = /^(web\/dist|functions\/lib|web\/test-results|web\/playwright-report)(\/|$)|\.secret\.local$/;
/** This folder's own tests quote made-up paths. */
const SELF = 'domain/src/repo-docs/';

export interface Reference {
  file: string;
  target: string;
  anchor?: string;
}

/** Repository paths named in a file's text (code comments, strings, markdown prose and code spans). */
export function namedPaths(file: string, text: string): Reference[] {
  const refs: Reference[] = [];
  for (const [token] of text.matchAll(REPO_PATH)) {
    const [rawTarget = '', anchor] = token.replace(/[.,]+$/, '').split('#');
    // One slash and no dot is a word pair or an error code ('functions/not-found'), not a path.
    if (PATTERN.test(token) || !/\.|\/.*\//.test(rawTarget)) continue;
    const target = rawTarget.replace(/\/$/, '');
    if (!GENERATED.test(target)) refs.push({ file, target, anchor: anchor || undefined });
  }
  return refs;
}

/** Links of a markdown file, resolved against its folder; external ones keep their URL. */
export function markdownLinks(file: string, text: string): Reference[] {
  const refs: Reference[] = [];
  const withoutCode = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  for (const m of withoutCode.matchAll(/\]\(([^)\s]+)\)/g)) {
    const [target = '', anchor] = (m[1] ?? '').split('#');
    if (/^[a-z]+:/i.test(target)) refs.push({ file, target });
    else {
      const resolved = target === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
      refs.push({ file, target: resolved.replace(/\/$/, ''), anchor });
    }
  }
  return refs;
}

/** What is wrong with a reference, or null when a reader can open it. */
function problem(ref: Reference): string | null {
  if (/^[a-z]+:/i.test(ref.target)) return `${ref.file}: links outside the repository (${ref.target})`;
  if (ref.target.startsWith('..') || !repoPathExists(ref.target)) return `${ref.file}: ${ref.target} does not exist`;
  if (ref.anchor && ref.target.endsWith('.md') && !markdownAnchors(readRepoFile(ref.target)).has(ref.anchor))
    return `${ref.file}: ${ref.target} has no #${ref.anchor}`;
  return null;
}

const files = repoTextFiles().filter((f) => !f.startsWith(SELF));

describe('references a reader can open', () => {
  it('finds paths and links the way they are written', () => {
    expect(
      namedPaths('a.ts', '// see docs/product.md#plans, web/src/features/<name>/ and `functions/lib/x.js`.'),
    ).toEqual([{ file: 'a.ts', target: 'docs/product.md', anchor: 'plans' }]);
    expect(namedPaths('a.ts', "import x from '../web/src/x'; // domain/src/search-*.ts")).toEqual([]);
    expect(markdownLinks('docs/a.md', '[b](decisions/001-x.md#y) [c](../README.md) [d](https://e.f) `[g](h)`')).toEqual(
      [
        { file: 'docs/a.md', target: 'docs/decisions/001-x.md', anchor: 'y' },
        { file: 'docs/a.md', target: 'README.md', anchor: undefined },
        { file: 'docs/a.md', target: 'https://e.f' },
      ],
    );
    expect(
      markdownAnchors('# A page\n## Data model (Cloud Firestore)\n| <a id="decision-1"></a>1 |\n## A page'),
    ).toEqual(new Set(['a-page', 'data-model-cloud-firestore', 'decision-1', 'a-page-1']));
  });

  it('every markdown link opens a file (and heading) inside the repository', () => {
    const refs = files.filter((f) => f.endsWith('.md')).flatMap((f) => markdownLinks(f, readRepoFile(f)));
    expect(refs.length).toBeGreaterThan(100);
    expect(refs.map(problem).filter(Boolean)).toEqual([]);
  });

  it('every repository path named in code or docs exists (and its #anchor)', () => {
    const refs = files.flatMap((f) => namedPaths(f, readRepoFile(f)));
    expect(refs.length).toBeGreaterThan(100);
    expect(refs.map(problem).filter(Boolean)).toEqual([]);
  });

  it("every ADR starts with '# NNN' (its file's number) and carries 'Status: … · Date: YYYY-MM-DD'", () => {
    const adrs = files.filter((f) => /^docs\/decisions\/\d{3}-[\w-]+\.md$/.test(f));
    expect(adrs.length).toBeGreaterThan(50);
    const bad = adrs.filter((f) => {
      const text = readRepoFile(f);
      const number = path.posix.basename(f).slice(0, 3);
      return !text.startsWith(`# ${number}`) || !/^Status: \S.* · Date: \d{4}-\d{2}-\d{2}\b/m.test(text);
    });
    expect(bad).toEqual([]);
  });
});
