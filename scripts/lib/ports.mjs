// Ports of every local service, shifted by SKILLSETU_PORT_OFFSET (0..7) x 1000 so that two
// developers' (or helpers') emulator runs on one machine do not collide. CI uses offset 0,
// which matches firebase.json exactly.
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

/** Offset index from the environment: 0 (default) to 5. */
export function portOffset() {
  const n = Number(process.env.SKILLSETU_PORT_OFFSET ?? 0);
  if (!Number.isInteger(n) || n < 0 || n > 7) {
    throw new Error(`SKILLSETU_PORT_OFFSET must be an integer 0..7, got ${process.env.SKILLSETU_PORT_OFFSET}`);
  }
  return n;
}

/** Every service port for the current offset. */
export function ports(offset = portOffset()) {
  return Object.fromEntries(Object.entries(BASE).map(([k, v]) => [k, v + offset * 1000]));
}

export const HOST = '127.0.0.1';
