import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { globTest, rewriteFor } from '../../../scripts/lib/hosting-glob.mjs';

// firebase.json's rewrites pick the HTML each public URL is served (docs/performance.md); the bench
// and prerender servers match them as Hosting does (docs/decisions/248-course-page-prerendered-shell.md).
const firebaseJson = path.resolve(__dirname, '../../../firebase.json');
const rewrites = (
  JSON.parse(fs.readFileSync(firebaseJson, 'utf8')) as {
    hosting: { rewrites: { source: string; destination: string }[] };
  }
).hosting.rewrites;

describe('globTest', () => {
  it('matches * within one segment and ** across segments, the whole path only', () => {
    expect(globTest('/course/*/syllabus')('/course/abc/syllabus')).toBe(true);
    expect(globTest('/course/*/syllabus')('/course/a/b/syllabus')).toBe(false);
    expect(globTest('/course/**')('/course/abc/syllabus')).toBe(true);
    expect(globTest('/contact')('/contacts')).toBe(false);
    expect(globTest('**')('/any/path.html')).toBe(true);
    expect(globTest('/a.b')('/aXb')).toBe(false);
  });
});

describe("firebase.json's rewrites", () => {
  it('serve every course and trainer URL its prerendered shell, the syllabus and the rest the SPA shells', () => {
    expect(rewriteFor(rewrites, '/course/abc123')).toBe('/course-shell.html');
    expect(rewriteFor(rewrites, '/course/abc123/syllabus')).toBe('/public-shell.html');
    expect(rewriteFor(rewrites, '/trainer/42')).toBe('/trainer-shell.html');
    expect(rewriteFor(rewrites, '/categories/web-development')).toBe('/public-shell.html');
    expect(rewriteFor(rewrites, '/contact')).toBe('/public-shell.html');
    expect(rewriteFor(rewrites, '/dashboard')).toBe('/app.html');
  });
});
