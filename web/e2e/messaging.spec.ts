import type { Page } from '@playwright/test';
import { expect, login, test } from './support/fixtures';
import { MESSAGING_TEXT } from '@skillsetu/domain';
import { getApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { adminDb } from './support/admin';
import { profileDoc } from '../../scripts/seed/documents.mjs';

// Messaging end to end on the emulators, two browser contexts: a signed-out learner is sent to
// sign in and back to the open composer, asks; the trainer sees it live (badge, list, thread) and
// answers; the learner sees the answer live with the unread badge. Contact sharing: request →
// approve → the learner sees the phone → revoke → hidden. An offline message shows 'Sending…'
// and reaches the server exactly once after reconnect.

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const PHONE = '+91 98765 43210';

async function newUser(role: 'learner' | 'trainer', name: string) {
  const db = adminDb();
  const email = `msg-${role}-${unique()}@e2e.test`;
  const password = 'secret123';
  const user = await getAuth(getApp('skillsetu-e2e')).createUser({
    email,
    password,
    displayName: name,
    emailVerified: true,
  });
  await db.doc(`profiles/${user.uid}`).set(
    profileDoc(user.uid, {
      full_name: name,
      email,
      user_type: role,
      phone: role === 'trainer' ? PHONE : null,
      subscription_status: role === 'trainer' ? 'active' : null,
      subscription_plan: role === 'trainer' ? 'starter' : null,
      subscription_start_date: role === 'trainer' ? new Date() : null,
    }),
  );
  return { uid: user.uid, email, password, name };
}

const composer = (page: Page) => page.getByLabel(MESSAGING_TEXT.composerLabel, { exact: true });
const thread = (page: Page) => page.getByTestId('thread');
const messagesBadge = (page: Page) => page.getByTestId('messages-badge').first();

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(thread(page).getByText(text)).toBeVisible();
}

test.describe('messaging', () => {
  test('learner asks, trainer answers live; contact shared on approval and hidden on revocation; offline sent once', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const learner = await newUser('learner', 'Ravi Learner');
    const trainer = await newUser('trainer', 'Asha Trainer');
    const cid = `${learner.uid}_${trainer.uid}`;
    const learnerCtx = await browser.newContext();
    const trainerCtx = await browser.newContext();
    const lp = await learnerCtx.newPage();
    const tp = await trainerCtx.newPage();
    // No live read of the learner fails, the first message's thread included: it listens only once the
    // server has the new conversation (docs/decisions/120-one-data-access-pattern.md).
    const failedReads: string[] = [];
    lp.on('console', (m) => {
      if (m.type() === 'error' && m.text().includes('fetch failed')) failedReads.push(m.text());
    });

    // Send Message while signed out → sign in → back to the open composer.
    const composeAt = `/messages?to=${trainer.uid}&name=${encodeURIComponent(trainer.name)}`;
    await lp.goto(composeAt);
    await expect(lp).toHaveURL(/\/auth/);
    await login(lp, { email: learner.email, password: learner.password }, { path: null });
    await expect(lp).toHaveURL(new RegExp(`/messages\\?to=${trainer.uid}`));
    await expect(composer(lp)).toBeFocused();
    const question = 'Is the weekend batch still open? https://example.com <b>bold</b>';
    await send(lp, question);

    // The trainer sees it live: badge, conversation, thread; and answers.
    await tp.goto('/auth');
    await login(tp, { email: trainer.email, password: trainer.password }, { path: null });
    await expect(tp).toHaveURL(/\/trainer-dashboard/);
    await expect(messagesBadge(tp)).toHaveText('1');
    await tp
      .getByRole('link', { name: /^Messages/ })
      .first()
      .click();
    await tp.getByTestId('conversation-row').filter({ hasText: learner.name }).click();
    // links are text, never HTML
    await expect(thread(tp).getByTestId('message-text').first()).toHaveText(question);
    await expect(thread(tp).locator('a, b')).toHaveCount(0);
    await expect(messagesBadge(tp)).toBeHidden();

    // The learner waits elsewhere; the answer arrives live with the unread badge.
    await lp
      .getByRole('link', { name: /^Find Trainers$/ })
      .first()
      .click();
    const answer = 'Yes! Saturday 10 AM, two seats left.';
    await send(tp, answer);
    await expect(messagesBadge(lp)).toHaveText('1');
    await lp
      .getByRole('link', { name: /^Messages/ })
      .first()
      .click();
    await lp.getByTestId('conversation-row').filter({ hasText: trainer.name }).click();
    await expect(thread(lp).getByText(answer)).toBeVisible();
    await expect(messagesBadge(lp)).toBeHidden();

    // Contact: request → approve → phone visible → revoke → hidden.
    await lp.getByRole('button', { name: MESSAGING_TEXT.requestContact }).click();
    await lp.getByLabel(MESSAGING_TEXT.requestNoteLabel).fill('Could we talk on the phone about the batch?');
    await lp.getByRole('button', { name: MESSAGING_TEXT.requestContact }).click();
    await expect(lp.getByTestId('contact-pending')).toBeVisible();
    await expect(lp.getByText(PHONE)).toHaveCount(0);
    const request = tp.getByTestId('contact-request').filter({ hasText: learner.name });
    await request.getByRole('button', { name: MESSAGING_TEXT.approve }).click();
    // the grant is written by respondContactRequest (a callable), then reaches the learner's listener
    await expect(lp.getByTestId('contact-shared')).toContainText(PHONE, { timeout: 60_000 });
    await expect(lp.getByTestId('contact-shared')).toContainText(trainer.email);
    await request.getByRole('button', { name: MESSAGING_TEXT.revoke }).click();
    await expect(lp.getByTestId('contact-shared')).toBeHidden();
    await expect(lp.getByText(PHONE)).toHaveCount(0);

    // Offline: 'Sending…' once, sent exactly once after reconnect.
    const messages = adminDb().collection(`conversations/${cid}/messages`);
    const offlineText = `Written offline ${unique()}`;
    await learnerCtx.setOffline(true);
    await composer(lp).fill(offlineText);
    await composer(lp).press('Enter');
    const pending = thread(lp).getByTestId('message').filter({ hasText: offlineText });
    await expect(pending).toHaveCount(1);
    await expect(pending).toContainText(MESSAGING_TEXT.sending);
    expect((await messages.where('text', '==', offlineText).get()).size).toBe(0);
    await learnerCtx.setOffline(false);
    // Firestore's client reconnects with an exponential backoff of up to 60 s: a bound, not a sleep.
    await expect(pending).not.toContainText(MESSAGING_TEXT.sending, { timeout: 90_000 });
    await expect.poll(async () => (await messages.where('text', '==', offlineText).get()).size).toBe(1);
    await expect(thread(tp).getByText(offlineText)).toHaveCount(1);
    await expect(thread(lp).getByText(offlineText)).toHaveCount(1);
    expect(failedReads).toEqual([]);

    await learnerCtx.close();
    await trainerCtx.close();
  });
});
