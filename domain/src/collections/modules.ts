// Every collection module, one line each: collections/index.ts re-exports them and lists them all
// (COLLECTION_MODULES) from this one list. A new module is one line here.
export { batches } from './batches';
export { conversations, messages } from './conversations';
export { courses } from './courses';
export { disputes } from './disputes';
export { enrollments } from './enrollments';
export { orders } from './orders';
export { payoutAccounts } from './payout-accounts';
export { payoutDebits } from './payout-debits';
export { payoutParts } from './payout-parts';
export { profiles } from './profiles';
export { refunds } from './refunds';
export { sessions } from './sessions';
export { statementLines } from './statement-lines';
export { trainerProfiles } from './trainer-profiles';
export { transfers } from './transfers';
