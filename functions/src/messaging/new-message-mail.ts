import { appUrl, escapeHtml, type QueuedMail } from '../mail/mail-queue';

/**
 * The mail (queued as `mail/{id}` by mail/mail-queue.ts queueMailInTx) telling an away recipient
 * about a new message: sender name, the text as plain text (escaped in the HTML part), and a link
 * to the thread.
 */
export function newMessageMail(input: { to: string; senderName: string; text: string; threadUrl: string }): QueuedMail {
  const link = `${appUrl()}${input.threadUrl}`;
  return {
    to: input.to,
    subject: `New message from ${input.senderName} on SkillSetu`,
    text: `${input.senderName} sent you a message on SkillSetu:\n\n${input.text}\n\nReply: ${link}`,
    html: `<p>${escapeHtml(input.senderName)} sent you a message on SkillSetu:</p><blockquote style="white-space:pre-wrap">${escapeHtml(input.text)}</blockquote><p><a href="${escapeHtml(link)}">Reply on SkillSetu</a></p>`,
    kind: 'new-message',
  };
}
