// The Content-Security-Policy of Firebase Hosting (firebase.json `hosting.headers`, source "**"):
// reading it, checking a build's inline scripts against it (docs/decisions/026-csp-inline-script-hashes.md)
// and deriving the emulator variant that also allows the local emulators and the Razorpay double
// (docs/decisions/027-csp-emulator-variant.md). The policy itself: docs/decisions/025-security-headers.md.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

export const CSP_HEADER = 'Content-Security-Policy';

/** The "**" header rule of a firebase.json config object (throws when it has none). */
function allPathsRule(cfg) {
  const rule = (cfg.hosting?.headers ?? []).find((r) => r.source === '**');
  if (!rule) throw new Error('firebase.json: hosting.headers has no "**" rule');
  return rule;
}

/** The Content-Security-Policy value of a firebase.json config object (throws when it has none). */
export function cspOf(cfg) {
  const header = allPathsRule(cfg).headers.find((h) => h.key === CSP_HEADER);
  if (!header) throw new Error(`firebase.json: the "**" header rule has no ${CSP_HEADER}`);
  return header.value;
}

/** The production CSP from the repository's firebase.json. */
export function productionCsp(file = path.join(ROOT, 'firebase.json')) {
  return cspOf(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** A CSP value as an ordered Map: directive name → its sources. */
export function parseCsp(value) {
  const map = new Map();
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

/** The header value of a parsed CSP (parseCsp), directives in their order. */
export function serializeCsp(map) {
  return [...map].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * The emulator variant of a CSP: the production policy plus the local origins the emulator build
 * talks to (`http://<host>:<port>`): Auth, Firestore, Functions and Storage in connect-src, Storage
 * downloads in img-src, and the Razorpay double (its checkout.js stand-in in script-src, its API in
 * connect-src). Nothing else changes, so the e2e suite tests the production policy's every other source.
 */
export function emulatorCsp(value, { host, ports }) {
  const local = (name) => `http://${host}:${ports[name]}`;
  const extra = {
    'connect-src': ['auth', 'firestore', 'functions', 'storage', 'razorpay'].map(local),
    'img-src': [local('storage')],
    'script-src': [local('razorpay')],
  };
  const map = parseCsp(value);
  for (const [name, sources] of Object.entries(extra)) {
    if (!map.has(name)) throw new Error(`CSP has no ${name} directive to extend for the emulators`);
    map.set(name, [...map.get(name), ...sources.filter((s) => !map.get(name).includes(s))]);
  }
  return serializeCsp(map);
}

/** Replaces the CSP of a firebase.json config object (in place) with its emulator variant. */
export function applyEmulatorCsp(cfg, options) {
  const header = allPathsRule(cfg).headers.find((h) => h.key === CSP_HEADER);
  if (!header) throw new Error(`firebase.json: the "**" header rule has no ${CSP_HEADER}`);
  header.value = emulatorCsp(header.value, options);
  return cfg;
}

/** `'sha256-…'` of a script's text, as CSP script-src lists it. */
export const sha256Source = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Script types a browser executes (an empty type is JavaScript); others are data blocks CSP ignores. */
const EXECUTABLE = /^(|module|text\/javascript|application\/javascript)$/i;

/** The text of every inline (src-less) executable <script> in an HTML document. */
export function inlineScripts(html) {
  const out = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1];
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? '';
    if (EXECUTABLE.test(type)) out.push(m[2]);
  }
  return out;
}

/**
 * Checks every .html file of a build (`outDir`) against a CSP: each inline script's sha256 must be
 * in script-src. Returns the number of inline scripts checked; throws naming the file and the exact
 * source to add to firebase.json when one is missing, so a changed inline script fails the build
 * instead of being blocked in every visitor's browser.
 */
export function assertInlineScriptsAllowed(outDir, csp = productionCsp()) {
  const allowed = new Set(parseCsp(csp).get('script-src') ?? []);
  const missing = [];
  let checked = 0;
  for (const file of fs.readdirSync(outDir).filter((f) => f.endsWith('.html'))) {
    for (const text of inlineScripts(fs.readFileSync(path.join(outDir, file), 'utf8'))) {
      checked += 1;
      const source = sha256Source(text);
      if (!allowed.has(source)) missing.push(`${file}: ${source}`);
    }
  }
  if (missing.length > 0) {
    throw new Error(
      `inline scripts not allowed by the Content-Security-Policy in firebase.json (hosting.headers "**"):\n  ` +
        `${[...new Set(missing)].join('\n  ')}\n` +
        `Add the hash to script-src (and remove the old one) — docs/decisions/026-csp-inline-script-hashes.md`,
    );
  }
  return checked;
}
