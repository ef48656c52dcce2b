// Types of ports.mjs for the TypeScript that imports it (web, functions tests, rules tests).

/** Every local service's port for one offset. */
export interface Ports {
  hub: number;
  logging: number;
  auth: number;
  firestore: number;
  firestoreWebsocket: number;
  functions: number;
  hosting: number;
  storage: number;
  eventarc: number;
  tasks: number;
  razorpay: number;
  vite: number;
}
export declare const PROJECT_ID: string;
export declare const HOST: string;
export declare const FUNCTIONS_REGION: string;
/** The highest SKILLSETU_PORT_OFFSET (0 is the lowest). */
export declare const MAX_PORT_OFFSET: number;
export declare function portOffset(): number;
export declare function ports(offset?: number): Ports;
