import { enrollments, mailAllowed, profiles, REVIEW_GATE_TEXT, reviewInvitation } from '@skillsetu/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { appUrl, escapeHtml, queueMailInTx } from '../mail/mail-queue';
import { preferencesRef } from '../notifications/mail-preferences';
import { notification } from '../notifications/server-notification';
import { runTransaction } from '../lib/transaction';
import { dataOf, typedDoc } from '../lib/typed-docs';

/**
 * Invites the learner of `enrollments/{enrollmentId}` to review once (ADR 208), in a transaction:
 * the in-app notification `notifications/review_invite_{enrollmentId}` and, when the profile has an
 * e-mail and its owner kept reminder mails on (ADR 173), `mail/review_invite_{enrollmentId}`; the
 * enrolment gets `review_invited_at`. Writes nothing for an enrolment that is not active, already
 * invited, or whose review exists. Racing calls serialise on the enrolment: one writes. Returns
 * whether it invited.
 */
export async function inviteReviewOnce(
  db: Firestore,
  enrollmentId: string,
  courseTitle: string,
  now: Date,
): Promise<boolean> {
  const id = `review_invite_${enrollmentId}`;
  const enrolRef = typedDoc(db, enrollments, enrollmentId);
  return runTransaction(db, async (tx) => {
    const e = dataOf(await tx.get(enrolRef));
    if (e?.status !== 'active' || e.review_invited_at) return false;
    const uid = e.learner_id;
    const [review, profile, prefs] = await Promise.all([
      tx.get(db.doc(`reviews/${enrollmentId}`)),
      tx.get(typedDoc(db, profiles, uid)),
      tx.get(preferencesRef(uid)),
    ]);
    const at = Timestamp.fromDate(now);
    tx.update(enrolRef.withConverter(null), { review_invited_at: at });
    if (review.exists) return false;
    const words = reviewInvitation(courseTitle);
    const actionUrl = '/my-learning';
    tx.create(
      db.doc(`notifications/${id}`),
      notification(uid, REVIEW_GATE_TEXT.inviteTitle, words.message, { action_url: actionUrl, created_at: at }),
    );
    const email = dataOf(profile)?.email;
    if (email && mailAllowed(prefs.data(), 'reminders')) {
      const link = `${appUrl()}${actionUrl}`;
      const mail = {
        to: email,
        subject: words.subject,
        text: `${words.message}\n\n${link}`,
        html: `<p>${escapeHtml(words.message)}</p><p><a href="${escapeHtml(link)}">Write a review</a></p>`,
        kind: 'review-invitation' as const,
      };
      queueMailInTx(tx, mail, { id, createdAt: at.toDate() });
    }
    return true;
  });
}
