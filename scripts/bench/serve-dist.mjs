// Serves the built web app the way Firebase Hosting does in production, for Lighthouse:
// gzip-compressed responses (the Hosting emulator sends JS uncompressed, which would make
// Lighthouse pay ~3x the transfer), firebase.json's headers, and its SPA rewrite to index.html.
import compression from 'compression';
import express from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/paths.mjs';

/**
 * Starts an HTTP server for `distDir` on host:port; resolves to the `http.Server` once listening.
 * Mirrors firebase.json `hosting` (headers by glob, `**` → /index.html rewrite, immutable /assets).
 */
export function serveDist({ distDir, host, port }) {
  const hosting = JSON.parse(fs.readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')).hosting;
  const app = express();
  app.disable('x-powered-by');
  app.use(compression({ level: 9 }));
  app.use((req, res, next) => {
    for (const rule of hosting.headers ?? []) {
      const prefix = rule.source.replace(/\*\*$/, '');
      if (req.path.startsWith(prefix)) for (const h of rule.headers) res.setHeader(h.key, h.value);
    }
    next();
  });
  app.use(express.static(distDir, { index: 'index.html', cacheControl: false, dotfiles: 'ignore' }));
  app.use((_req, res) => res.sendFile(path.join(distDir, 'index.html')));
  return new Promise((resolve) => {
    const server = app.listen(port, host, () => resolve(server));
  });
}
