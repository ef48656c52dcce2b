import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, requireAuth } from '../lib/callable';
import { MY_DATA_CALLER_LIMITS } from '../lib/caller-limits';
import { enforceCallerLimits } from '../lib/rate-limit';
import { DOCS_BY_FIELD, DOCS_BY_UID, MAX_DOCS_PER_SOURCE } from './my-data-sources';

/** One exported document: its id and its fields, timestamps as ISO 8601 strings (UTC). */
export type ExportedDoc = { id: string } & Record<string, unknown>;

/** The file "Download my data" saves: every document about the caller, grouped by collection. */
export interface MyDataExport {
  exported_at: string;
  uid: string;
  collections: Record<string, ExportedDoc[]>;
}

/** Firestore values as plain JSON: Timestamps → ISO strings, references → paths, recursively. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    if ('path' in value && 'firestore' in value) return String((value as { path: string }).path);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

const exported = (d: DocumentSnapshot): ExportedDoc => ({ id: d.id, ...(plain(d.data() ?? {}) as object) });

/**
 * Every document about `uid` (my-data-sources.ts), and of each conversation the messages `uid`
 * sent (the other party's words and name are theirs, not the caller's). Never another user's document.
 */
export async function collectMyData(firestore: Firestore, uid: string, now = new Date()): Promise<MyDataExport> {
  const collections: Record<string, ExportedDoc[]> = {};
  const add = (name: string, docs: ExportedDoc[]) => {
    const seen = new Set((collections[name] ?? []).map((d) => d.id));
    collections[name] = [...(collections[name] ?? []), ...docs.filter((d) => !seen.has(d.id))];
  };
  await Promise.all(
    DOCS_BY_UID.map(async (name) => {
      const snap = await firestore.doc(`${name}/${uid}`).get();
      if (snap.exists) add(name, [exported(snap)]);
    }),
  );
  for (const [name, field] of DOCS_BY_FIELD) {
    const snap = await firestore.collection(name).where(field, '==', uid).limit(MAX_DOCS_PER_SOURCE).get();
    if (!snap.empty) add(name, snap.docs.map(exported));
  }
  const conversations = await firestore
    .collection('conversations')
    .where('participants', 'array-contains', uid)
    .limit(MAX_DOCS_PER_SOURCE)
    .get();
  for (const conv of conversations.docs) {
    // the summary holds the other party's name and last words: only who and when is the caller's
    const { participants, learner_id, trainer_id, created_at, last_message_at } = exported(conv);
    add('conversations', [{ id: conv.id, participants, learner_id, trainer_id, created_at, last_message_at }]);
    const mine = await conv.ref.collection('messages').where('sender_id', '==', uid).limit(MAX_DOCS_PER_SOURCE).get();
    add(
      'messages',
      // ids repeat across conversations ({sender}_{n}): the exported id carries the conversation
      mine.docs.map((m) => ({ ...exported(m), id: `${conv.id}/${m.id}`, conversation_id: conv.id })),
    );
  }
  return { exported_at: now.toISOString(), uid, collections };
}

/**
 * Callable `exportMyData` (no input) → MyDataExport: "Download my data" on My Profile → Privacy
 * (docs/accounts.md "My data", the right of access of India's DPDP Act 2023). Signed-in callers
 * only, MY_DATA_CALLER_LIMITS per caller (5 per hour). Throws unauthenticated, resource-exhausted.
 */
export const exportMyData = onCall(async (request): Promise<MyDataExport> => {
  const uid = requireAuth(request);
  return guarded('exportMyData', async () => {
    await enforceCallerLimits(request, MY_DATA_CALLER_LIMITS);
    return collectMyData(db, uid);
  });
});
