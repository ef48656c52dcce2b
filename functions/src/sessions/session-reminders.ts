import {
  courses,
  enrollments,
  istDateTime,
  mailAllowed,
  profiles,
  reminderDue,
  reminderMessage,
  sessions,
  type ReminderKind,
} from '@skillsetu/domain';
import { logger } from 'firebase-functions';
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { appUrl, escapeHtml, queueMailInTx } from '../mail/mail-queue';
import { preferencesRef } from '../notifications/mail-preferences';
import { notification } from '../notifications/server-notification';
import { runTransaction } from '../lib/transaction';
import { adminConverter, collectionPath, dataOf, typedDoc, typedRead } from '../lib/typed-docs';

/** Sessions looked at per run (the next run, 15 minutes later, takes the rest). */
const PAGE = 300;
const DAY_MS = 86_400_000;

/** One reminder to send: the session as the job saw it, the recipient and the slot. */
interface Reminder {
  session: DocumentReference;
  startsAtMs: number;
  userId: string;
  kind: ReminderKind;
  title: string;
  actionUrl: string;
}

/**
 * Sends one reminder at most once (ADR 187), in a transaction: re-reads the session (still scheduled,
 * still at the start the job saw — a moved class gets its own reminders) and the notification whose
 * id names the batch, class, slot, start and recipient; writes nothing when that exists. Otherwise
 * creates the in-app notification and queues the mail (`mail/` with the same id) when the profile
 * has an e-mail and its owner kept reminder mails on (docs/decisions/173-mail-preferences.md). Racing runs serialise on the notification: one writes. Returns whether it sent.
 */
export async function sendReminderOnce(db: Firestore, r: Reminder): Promise<boolean> {
  const batchId = r.session.parent.parent?.id ?? '';
  const id = `reminder_${batchId}_${r.session.id}_${r.kind}_${r.startsAtMs}_${r.userId}`;
  const noteRef = db.doc(`notifications/${id}`);
  return runTransaction(db, async (tx) => {
    const [sessionSnap, note, profileSnap, prefs] = await Promise.all([
      tx.get(r.session.withConverter(adminConverter(sessions))),
      tx.get(noteRef),
      tx.get(typedDoc(db, profiles, r.userId)),
      tx.get(preferencesRef(r.userId)),
    ]);
    const s = dataOf(sessionSnap);
    if (note.exists || s?.status !== 'scheduled') return false;
    if (s.starts_at.getTime() !== r.startsAtMs) return false;
    const text = reminderMessage(r.title, r.kind, istDateTime(s.starts_at));
    tx.create(noteRef, notification(r.userId, 'Class Reminder', text, { action_url: r.actionUrl, batch_id: batchId }));
    const email = dataOf(profileSnap)?.email;
    if (email && mailAllowed(prefs.data(), 'reminders')) {
      const link = `${appUrl()}${r.actionUrl}`;
      const mail = {
        to: email,
        subject: r.kind === '24h' ? 'Your class is tomorrow' : 'Your class starts in an hour',
        text: `${text}\n\n${link}`,
        html: `<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(link)}">Open SkillSetu</a></p>`,
        kind: 'session-reminder' as const,
      };
      queueMailInTx(tx, mail, { id, createdAt: new Date() });
    }
    return true;
  });
}

/**
 * The reminders job (sendSessionReminders every 15 minutes; on the emulator also each test-clock
 * move, ADR 096): for every scheduled session starting within 24 h of `now`, the due slot
 * (reminderDue: '24h' or '1h') to each learner with an active enrolment in its batch and to its
 * trainer, each once (sendReminderOnce). Cancelled sessions are never reminded. Returns how many it sent.
 */
export async function sendDueReminders(db: Firestore, now: Date): Promise<number> {
  const due = await db
    .collectionGroup('sessions')
    .where('status', '==', 'scheduled')
    .where('starts_at', '>', Timestamp.fromDate(now))
    .where('starts_at', '<=', Timestamp.fromMillis(now.getTime() + DAY_MS))
    .limit(PAGE)
    .get();
  let sent = 0;
  for (const doc of due.docs) {
    const batchId = doc.ref.parent.parent?.id;
    const s = typedRead(sessions, doc);
    const kind = s ? reminderDue(s.starts_at, now) : null;
    if (!s || !batchId || doc.ref.parent.parent?.parent.id !== 'batches' || !kind) continue;
    const [learners, course] = await Promise.all([
      db
        .collection(collectionPath(enrollments))
        .where('batch_id', '==', batchId)
        .where('status', '==', 'active')
        .limit(200)
        .get(),
      typedDoc(db, courses, s.course_id).get(),
    ]);
    const title = dataOf(course)?.title ?? 'Your course';
    const base = { session: doc.ref, startsAtMs: s.starts_at.getTime(), kind, title };
    const recipients = [
      ...learners.docs.flatMap((e) => {
        const learnerId = typedRead(enrollments, e)?.learner_id;
        return learnerId ? [{ userId: learnerId, actionUrl: '/my-learning' }] : [];
      }),
      { userId: s.trainer_id, actionUrl: '/trainer-dashboard' },
    ];
    for (const to of recipients) if (await sendReminderOnce(db, { ...base, ...to })) sent++;
  }
  if (sent) logger.info('Session reminders sent', { sent, at: now.toISOString() });
  return sent;
}
