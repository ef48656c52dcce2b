import type { Locator } from '@playwright/test';
import { expect, test } from './support/shared-context';
import { PLAN_CANCEL_MESSAGES } from '@skillsetu/domain';
import { adminDb } from './support/admin';
import { trainerProfileDoc, DEVOPS_TRAINER } from '../../scripts/seed/documents.mjs';
import { razorpayCheckout, startProfessionalPlan } from './support/checkout';

// The 30-day money-back guarantee on a trainer plan (docs/decisions/085-plan-money-back.md), through the Razorpay double.

/** The element lies inside a 360 px wide viewport (no sideways scrolling needed to read or use it). */
async function expectWithin360(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
}

const SLOW = { timeout: 60_000 };
/** The first cancelPlan call cold-starts its function worker: minutes on a loaded 2-core machine. */
const COLD = { timeout: 180_000 };

test('plan money-back: a trainer who paid today cancels, is refunded ₹1,000 and sees Starter (360 px, keyboard)', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const email = `moneyback-${Date.now()}${Math.floor(Math.random() * 1000)}@e2e.test`;
  await page.goto('/become-trainer');
  await startProfessionalPlan(page, {
    fullName: 'Money Back Trainer',
    email,
    password: 'secret123',
    phone: '9876543210',
  });
  await razorpayCheckout(page).getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/trainer-onboarding$/, SLOW);

  const db = adminDb();
  let uid = '';
  await expect
    .poll(async () => {
      const snap = await db.collection('profiles').where('email', '==', email).get();
      uid = snap.docs[0]?.get('subscription_status') === 'active' ? snap.docs[0].id : '';
      return uid;
    }, SLOW)
    .not.toBe('');
  await db.doc(`trainer_profiles/${uid}`).set(
    trainerProfileDoc(uid, {
      ...DEVOPS_TRAINER,
      full_name: 'Money Back Trainer',
      email,
      bio: 'Pipelines.',
    }),
  );

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/trainer-dashboard');
  const card = page.getByTestId('plan-card');
  await expect(card).toContainText('Professional Plan', SLOW);
  const cancel = card.getByRole('button', { name: 'Cancel plan' });
  await cancel.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByTestId('cancel-plan-quote')).toContainText('full refund of ₹1,000', COLD);
  await expect(dialog.getByTestId('cancel-plan-quote')).toContainText('moves to the Starter plan');
  await expectWithin360(dialog);
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();

  await expect(page.getByText(PLAN_CANCEL_MESSAGES.refundTitle).first()).toBeVisible(SLOW);
  await expect(card).toContainText('Starter Plan', SLOW);
  await expect(card.getByRole('button', { name: 'Cancel plan' })).toHaveCount(0);
  await expect
    .poll(
      async () => (await db.collection('refunds').where('uid', '==', uid).get()).docs.map((d) => d.get('status')),
      SLOW,
    )
    .toEqual(['processed']);
  await expectWithin360(card);
});
