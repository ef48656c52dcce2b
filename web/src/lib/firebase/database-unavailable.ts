/**
 * Stands in for 'firebase/database' in builds (web/build/firebase-sdk.ts). reactfire
 * imports these Realtime Database functions for its database hooks, and a top-level table of them
 * in its bundle keeps the whole SDK (~36 KB gzip) in any build that uses reactfire
 * (FirebaseExtended/reactfire#489). SkillSetu keeps its data in Firestore and never calls those
 * hooks (ESLint forbids importing 'firebase/database'); each stand-in throws if called.
 */
const unavailable = (name: string) => (): never => {
  throw new Error(`The Realtime Database (${name}) is not part of SkillSetu's build`);
};

export const get = unavailable('get');
export const off = unavailable('off');
export const onChildAdded = unavailable('onChildAdded');
export const onChildChanged = unavailable('onChildChanged');
export const onChildMoved = unavailable('onChildMoved');
export const onChildRemoved = unavailable('onChildRemoved');
export const onValue = unavailable('onValue');
