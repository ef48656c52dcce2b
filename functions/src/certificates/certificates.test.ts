// Completion and certificates (docs/learning-and-reviews.md, ADRs 205-207): the emulators and the
// Razorpay double, no mocks. When the batch's last class is held, a learner at the threshold gets
// one certificate even when completion runs race; a learner below it is told why; admins revoke,
// audited; anyone downloads the PDF with its text and QR code.
import {
  CERTIFICATE_TEXT,
  type CertificatePdfResponse,
  type MarkAttendanceRequest,
  type RevokeCertificateRequest,
} from '@skillsetu/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditFor, newAdmin } from '../admin/admin-test-env';
import { closeApps as closeAccountApps, newClient } from '../mail/accounts-test-env';
import { settled } from '../lib/test-wait';
import { callError, closeApps, type TestUser } from '../payments/payments-test-env';
import { PAYOUT_TEST_TIMEOUT_MS, useRazorpayConfigHere } from '../payouts/payouts-test-env';
import { batchWithLearners, begun, db, notesOf, planDates, sessionsTrainer } from '../sessions/sessions-test-env';
import { pdfText } from '../../../scripts/lib/pdf-text.mjs';
import { completeDeliveredBatch } from './complete-batch';

const T = { timeout: PAYOUT_TEST_TIMEOUT_MS };
let trainer: TestUser;
beforeAll(async () => {
  useRazorpayConfigHere();
  trainer = await sessionsTrainer();
}, PAYOUT_TEST_TIMEOUT_MS);
afterAll(async () => {
  await Promise.all([closeApps(), closeAccountApps()]);
});

const mark = (req: MarkAttendanceRequest) => trainer.call<MarkAttendanceRequest, object>('markAttendance', req);
const enrolment = async (courseId: string, u: TestUser) =>
  (await db.doc(`enrollments/${courseId}_${u.uid}`).get()).data() ?? {};

/** A batch of 4 classes, all held: `a` attends all, `b` two (75 % needs 3). Returns ids and the learners. */
async function deliveredBatch() {
  const { courseId, batchId, learners } = await batchWithLearners(trainer, 2, 24);
  const [a, b] = learners as [TestUser, TestUser];
  await planDates(trainer, batchId, [26, 50, 74, 98]);
  for (const n of [1, 2, 3]) {
    await begun(batchId, n, 100 - n);
    await mark({ batchId, n, present: n === 3 ? [a.uid] : [a.uid, b.uid], lessons: [] });
  }
  await begun(batchId, 4, 1);
  // The last class: the trigger completes the batch while two more runs race it.
  await Promise.all([
    mark({ batchId, n: 4, present: [a.uid], lessons: [] }),
    completeDeliveredBatch(db, batchId),
    completeDeliveredBatch(db, batchId),
  ]);
  await Promise.all([completeDeliveredBatch(db, batchId), completeDeliveredBatch(db, batchId)]);
  return { courseId, batchId, a, b };
}

describe('completion and certificates', () => {
  let ids: Awaited<ReturnType<typeof deliveredBatch>>;
  let certId = '';

  it('issues one certificate to a learner at the threshold, even under racing runs', T, async () => {
    ids = await deliveredBatch();
    const { courseId, batchId, a, b } = ids;
    const ea = await settled(
      () => enrolment(courseId, a),
      (e) => typeof e.certificate_id === 'string',
    );
    expect(ea).toMatchObject({ status: 'active', completion_threshold: 75, sessions_attended: 4, sessions_held: 4 });
    certId = String(ea.certificate_id);
    expect(certId).toMatch(/^[A-Za-z0-9]{20}$/);
    const issues = await db.collection('certificate_issues').where('batch_id', '==', batchId).get();
    expect(issues.docs.map((d) => d.id)).toEqual([`${courseId}_${a.uid}`]);
    const certs = await db.collection('certificates').where('course_id', '==', courseId).get();
    expect(certs.docs.map((d) => d.id)).toEqual([certId]);
    const cert = certs.docs[0]?.data() ?? {};
    expect(cert).toMatchObject({
      learner_name: 'Test learner',
      trainer_name: 'Test trainer',
      minutes: 240,
      sessions_attended: 4,
      sessions_held: 4,
      status: 'valid',
      revoked_at: null,
    });
    expect(Object.keys(cert).sort()).not.toContain('learner_id');
    expect(await notesOf(a.uid, 'Certificate issued')).toHaveLength(1);
    // b attended 2 of 4: no certificate, the threshold kept so My Learning can say why.
    const eb = await settled(
      () => enrolment(courseId, b),
      (e) => e.completion_threshold === 75,
    );
    expect(eb).toMatchObject({ sessions_attended: 2, sessions_held: 4 });
    expect(eb.certificate_id).toBeUndefined();
    expect(eb.completed_at).toBeUndefined();
    expect(await notesOf(b.uid, 'Certificate issued')).toHaveLength(0);
  });

  it('gives anyone the PDF with the certificate text and a QR code', T, async () => {
    const visitor = newClient('visitor');
    const res = await visitor.call<{ certificateId: string }, CertificatePdfResponse>('certificatePdf', {
      certificateId: certId,
    });
    expect(res.filename).toBe(`skillsetu-certificate-${certId}.pdf`);
    const bytes = Buffer.from(res.pdf_base64, 'base64');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const text = pdfText(bytes);
    for (const s of [CERTIFICATE_TEXT.title, 'Test learner', 'Test trainer', '4 hours', `Certificate ID: ${certId}`]) {
      expect(text, s).toContain(s);
    }
    expect(text).toContain(`/certificates/${certId}`);
    // The QR code is an embedded PNG image.
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect(await callError(visitor.call('certificatePdf', { certificateId: 'AAAAAAAAAAAAAAAAAAAA' }))).toEqual({
      code: 'not-found',
      message: CERTIFICATE_TEXT.notFound,
    });
  });

  it('lets only admins revoke, once, audited', T, async () => {
    const req: RevokeCertificateRequest = { certificateId: certId, reason: 'Attendance was marked by mistake.' };
    expect(await callError(ids.a.call('adminRevokeCertificate', req))).toMatchObject({ code: 'permission-denied' });
    expect(await callError(trainer.call('adminRevokeCertificate', req))).toMatchObject({ code: 'permission-denied' });
    const admin = await newAdmin('cert-admin');
    expect(await admin.call('adminRevokeCertificate', req)).toEqual({ ok: true });
    const cert = (await db.doc(`certificates/${certId}`).get()).data() ?? {};
    expect(cert).toMatchObject({ status: 'revoked', revoked_reason: req.reason });
    expect(await callError(admin.call('adminRevokeCertificate', req))).toEqual({
      code: 'failed-precondition',
      message: CERTIFICATE_TEXT.alreadyRevoked,
    });
    const audit = await auditFor(db, `certificate:${certId}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'certificate.revoke', actor_uid: admin.uid });
    // A later completion run leaves a revoked certificate revoked and issues no second one.
    await completeDeliveredBatch(db, ids.batchId);
    expect((await db.collection('certificates').where('course_id', '==', ids.courseId).get()).size).toBe(1);
  });
});
