// Serves the built web app the way Firebase Hosting does in production: gzip-compressed responses
// (the Hosting emulator sends JS uncompressed, which would make Lighthouse pay ~3x the transfer),
// firebase.json's headers, its cleanUrls (/about → about.html) and its SPA rewrite; and, with
// serveDistOverHttp2, over HTTPS with HTTP/2 (the Hosting emulator speaks HTTP/1.1 only).
import compression from 'compression';
import express from 'express';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { applyEmulatorCsp } from '../lib/csp.mjs';
import { globTest } from '../lib/hosting-glob.mjs';
import { ROOT } from '../lib/paths.mjs';
import { HOST, ports } from '../lib/ports.mjs';

/**
 * Starts an HTTP server for `distDir` on host:port (0 = any free port); resolves to the listening
 * `http.Server`. Mirrors firebase.json `hosting`: headers by path prefix, cleanUrls, and the rewrites
 * (the first whose glob matches, globTest). `shellOnly` serves the SPA shell (the rewrite target) for every page URL, as the
 * prerenderer needs before it has written the pages.
 */
export function serveDist({ distDir, host, port, shellOnly = false }) {
  // The emulator variant of the CSP: the builds served here (bench, prerender) talk to the local
  // emulators (docs/decisions/027-csp-emulator-variant.md).
  const hosting = applyEmulatorCsp(JSON.parse(fs.readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')), {
    host: HOST,
    ports: ports(),
  }).hosting;
  const rewrites = (hosting.rewrites ?? []).map((r) => ({
    source: r.source,
    test: globTest(r.source),
    to: r.destination,
  }));
  const shell = rewrites.find((r) => r.source === '**')?.to ?? '/index.html';
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
    const target = shellOnly ? shell : (rewrites.find((r) => r.test(req.path))?.to ?? shell);
    res.sendFile(path.resolve(distDir, `.${target}`));
  });
  return new Promise((resolve) => {
    const server = app.listen(port, host, () => resolve(server));
  });
}

/** Hop-by-hop headers of HTTP/1.1, which HTTP/2 forbids (RFC 9113 §8.2.2). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host']);

/**
 * Serves `distDir` as serveDist does, behind HTTPS with HTTP/2 (HTTP/1.1 for clients that do not
 * offer h2), as Firebase Hosting serves every site in production; resolves to an object with
 * `close()`. HTTP/2 matters to Lighthouse: its simulation spreads HTTP/1.1 requests over six
 * connections per origin, each request costing a round trip, while HTTP/2 requests share one warm
 * connection. The
 * certificate is self-signed for `host` (made with openssl into a temp folder, so a client must
 * skip certificate checks: Chromium's --ignore-certificate-errors). Throws if openssl is missing.
 */
export async function serveDistOverHttp2({ distDir, host, port }) {
  const upstream = await serveDist({ distDir, host, port: 0 });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillsetu-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  // a P-256 key: quick to make; the handshake costs Lighthouse the same round trips as RSA
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-keyout',
      key,
      '-out',
      cert,
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=IP:${host}`,
    ],
    { stdio: 'ignore' },
  );
  const target = upstream.address().port;
  const server = http2.createSecureServer(
    { key: fs.readFileSync(key), cert: fs.readFileSync(cert), allowHTTP1: true },
    (req, res) => {
      const headers = {};
      for (const [k, v] of Object.entries(req.headers)) if (!k.startsWith(':') && !HOP_BY_HOP.has(k)) headers[k] = v;
      const forward = http.request({ host, port: target, path: req.url, method: req.method, headers }, (answer) => {
        const out = {};
        for (const [k, v] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(k)) out[k] = v;
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      });
      forward.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(forward);
    },
  );
  await new Promise((resolve) => server.listen(port, host, resolve));
  return {
    close() {
      server.close();
      upstream.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
