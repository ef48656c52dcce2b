import { transferLeases } from '@skillsetu/domain';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { typedDoc } from '../lib/typed-docs';

/** transfers/{orderId}: one payout per course sale (deterministic: racing captures make one). */
export const transferRef = (db: Firestore, orderId: string): DocumentReference => db.doc(`transfers/${orderId}`);
/** statement_lines/sale_{orderId} and statement_lines/refund_{refundId}: deterministic, written once. */
export const saleLineRef = (db: Firestore, orderId: string) => db.doc(`statement_lines/sale_${orderId}`);
export const refundLineRef = (db: Firestore, refundId: string) => db.doc(`statement_lines/refund_${refundId}`);
/** transfer_leases/{orderId}: Razorpay calls of one payout take turns (server-only, payments/lease.ts). */
export const transferLeaseRef = (db: Firestore, orderId: string) => typedDoc(db, transferLeases, orderId);
