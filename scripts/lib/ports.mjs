// Ports of every local service, shifted by SKILLSETU_PORT_OFFSET (0..19) x 1000 so that two
// developers' (or helpers') emulator runs on one machine do not collide. CI uses offset 0,
// which matches firebase.json exactly. `npm test` also uses the next three offsets (the rules
// emulator and the two e2e stacks, docs/decisions/274-e2e-on-two-emulator-stacks.md). No two
// services share their last three digits, so offsets never overlap.
export const PROJECT_ID = 'demo-skillsetu';

const BASE = {
  hub: 4400,
  logging: 4500,
  auth: 9099,
  firestore: 8080,
  firestoreWebsocket: 9150,
  functions: 5001,
  hosting: 5000,
  storage: 9199,
  eventarc: 9299,
  tasks: 9499,
  razorpay: 8790,
  vite: 5173,
};

/** The highest port offset: 28,499 is the highest port it gives. */
export const MAX_PORT_OFFSET = 19;

/** Offset index from the environment: 0 (default) to MAX_PORT_OFFSET. */
export function portOffset() {
  const n = Number(process.env.SKILLSETU_PORT_OFFSET ?? 0);
  if (!Number.isInteger(n) || n < 0 || n > MAX_PORT_OFFSET) {
    throw new Error(
      `SKILLSETU_PORT_OFFSET must be an integer 0..${MAX_PORT_OFFSET}, got ${process.env.SKILLSETU_PORT_OFFSET}`,
    );
  }
  return n;
}

// Ports Chromium refuses to connect to (net::ERR_UNSAFE_PORT), from its kRestrictedPorts list:
// offset 1 would put hosting on 6000 (X11) and offset 2 Firestore on 10080 (Amanda).
const BROWSER_UNSAFE = new Set([4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);

/** Every service port for the current offset (a browser-unsafe port is moved up by 50). */
export function ports(offset = portOffset()) {
  return Object.fromEntries(
    Object.entries(BASE).map(([k, v]) => {
      let port = v + offset * 1000;
      while (BROWSER_UNSAFE.has(port)) port += 50;
      return [k, port];
    }),
  );
}

export const HOST = '127.0.0.1';

/** The Cloud Functions region (functions/src/lib/global-options.ts): emulator URLs include it. */
export const FUNCTIONS_REGION = 'asia-south1';
