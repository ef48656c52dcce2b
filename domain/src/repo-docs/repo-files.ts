/// <reference types="node" />
// Test support for the docs checks (docs/testing.md#docs-that-cannot-drift): the repository's own
// source and documentation files, and the anchors a markdown page offers. Node only; imported by
// tests in this folder, never by the domain package's exports.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root (this file is domain/src/repo-docs/repo-files.ts). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Folders that hold installed, built or generated files, never sources (see .gitignore). */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'lib',
  'coverage',
  'test-results',
  'playwright-report',
  'reports',
]);

/** Files whose text may name repository paths: code, rules and markdown. */
const TEXT_FILE = /\.(ts|tsx|mts|mjs|js|cjs|md|rules)$/;

/** Every source or documentation file, as a repository-relative path with forward slashes. */
export function repoTextFiles(dir = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...repoTextFiles(rel));
    else if (TEXT_FILE.test(entry.name)) out.push(rel);
  }
  return out;
}

/** A repository file's text. */
export const readRepoFile = (rel: string): string => fs.readFileSync(path.join(REPO_ROOT, rel), 'utf8');

/** True when the repository-relative path names an existing file or folder. */
export const repoPathExists = (rel: string): boolean => fs.existsSync(path.join(REPO_ROOT, rel));

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a markdown page offers: its headings' slugs (repeats get -1, -2…) and explicit ids. */
export function markdownAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    const heading = !inFence && line.match(/^#{1,6}\s+(.*)$/);
    if (heading) {
      const slug = headingSlug(heading[1] ?? '');
      const n = seen.get(slug) ?? 0;
      seen.set(slug, n + 1);
      anchors.add(n === 0 ? slug : `${slug}-${n}`);
    }
    for (const id of line.matchAll(/\b(?:id|name)="([^"]+)"/g)) anchors.add(id[1] ?? '');
  }
  return anchors;
}

/** The rows of the first markdown table after `heading` (a `## …` line), header excluded, as cells. */
export function tableAfter(markdown: string, heading: string): string[][] {
  const text = `\n${markdown}`;
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`No heading '${heading}'`);
  const lines = text.slice(start + heading.length + 2).split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  const end = lines.findIndex((l, i) => i > first && !l.startsWith('|'));
  const table = lines.slice(first, end < 0 ? undefined : end);
  return table
    .slice(1)
    .filter((l) => !/^\|[-| ]+\|$/.test(l))
    .map((l) => l.slice(1, -1).split(' | '));
}
