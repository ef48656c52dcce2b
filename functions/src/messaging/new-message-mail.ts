import { FieldValue } from 'firebase-admin/firestore';
import { appUrl, escapeHtml } from '../mail/mail-queue';

/**
 * The `mail/{id}` document (Trigger Email format, as mail/mail-queue.ts writes) telling an away
 * recipient about a new message: sender name, the text as plain text (escaped in the HTML part),
 * and a link to the thread.
 */
export function newMessageMail(input: { to: string; senderName: string; text: string; threadUrl: string }) {
  const link = `${appUrl()}${input.threadUrl}`;
  return {
    to: input.to,
    message: {
      subject: `New message from ${input.senderName} on SkillSetu`,
      text: `${input.senderName} sent you a message on SkillSetu:\n\n${input.text}\n\nReply: ${link}`,
      html: `<p>${escapeHtml(input.senderName)} sent you a message on SkillSetu:</p><blockquote style="white-space:pre-wrap">${escapeHtml(input.text)}</blockquote><p><a href="${escapeHtml(link)}">Reply on SkillSetu</a></p>`,
    },
    kind: 'new-message',
    created_at: FieldValue.serverTimestamp(),
  };
}
