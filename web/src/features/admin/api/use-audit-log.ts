import type { AuditEntry } from '@skillsetu/domain';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/sdk';
import { auditEntryFromData } from './admin-converters';
import { useLiveQuery, type LiveList } from './use-live-query';

/** The last `count` (≤ 50) admin_audit entries, newest first, live. Admins only. */
export function useAuditLog(count = 20): LiveList<AuditEntry> {
  return useLiveQuery(
    `audit:${count}`,
    () => query(collection(firestore, 'admin_audit'), orderBy('at', 'desc'), limit(Math.min(count, 50))),
    auditEntryFromData,
  );
}
