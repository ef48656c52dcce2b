// Serves the built web app the way Firebase Hosting does in production: gzip-compressed responses
// (the Hosting emulator sends JS uncompressed, which would make Lighthouse pay ~3x the transfer),
// firebase.json's headers, its cleanUrls (/about → about.html) and its SPA rewrite.
import compression from 'compression';
import express from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/paths.mjs';

/**
 * Starts an HTTP server for `distDir` on host:port (0 = any free port); resolves to the listening
 * `http.Server`. Mirrors firebase.json `hosting`: headers by path prefix, cleanUrls, and the rewrites
 * (first match by path prefix). `shellOnly` serves the SPA shell (the rewrite target) for every page URL, as the
 * prerenderer needs before it has written the pages.
 */
export function serveDist({ distDir, host, port, shellOnly = false }) {
  const hosting = JSON.parse(fs.readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')).hosting;
  const rewrites = (hosting.rewrites ?? []).map((r) => ({ prefix: r.source.replace(/\*\*$/, ''), to: r.destination }));
  const shell = rewrites.find((r) => r.prefix === '')?.to ?? '/index.html';
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
  app.use(
    express.static(distDir, {
      index: shellOnly ? false : 'index.html',
      extensions: !shellOnly && hosting.cleanUrls ? ['html'] : false,
      cacheControl: false,
      dotfiles: 'ignore',
    }),
  );
  app.use((req, res) => {
    const target = shellOnly ? shell : (rewrites.find((r) => req.path.startsWith(r.prefix))?.to ?? shell);
    res.sendFile(path.resolve(distDir, `.${target}`));
  });
  return new Promise((resolve) => {
    const server = app.listen(port, host, () => resolve(server));
  });
}
