// Local services that run beside the emulators (the Razorpay test double, when present).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './paths.mjs';

/** Starts every local service beside the emulators; returns { stop }. */
export async function startServices() {
  const stops = [];
  const razorpay = path.join(ROOT, 'scripts', 'razorpay-double', 'server.mjs');
  if (fs.existsSync(razorpay)) {
    const mod = await import(pathToFileURL(razorpay).href);
    const server = await mod.startRazorpayDouble();
    stops.push(() => server.close());
  }
  return {
    async stop() {
      for (const s of stops) await s();
    },
  };
}
