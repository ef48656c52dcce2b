import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { MESSAGE_MAX_CHARS, MESSAGING_TEXT } from '@skillsetu/domain';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Textarea } from '../../../components/ui/chakra/textarea';
import { notify } from '../../../components/ui/notify';
import { RateLimitedError, sendMessage, type SendTarget } from '../api/send-message';

/**
 * The composer: text only, 1–2,000 characters; Enter sends, Shift+Enter adds a line. The text
 * clears as soon as the message is written locally (offline too: it shows as 'Sending…' in the
 * thread and syncs on reconnect). A refused write or the 20-a-minute limit is told in a toast.
 */
export function MessageComposer({ uid, target, autoFocus }: { uid: string; target: SendTarget; autoFocus: boolean }) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus, target.conversationId]);
  const trimmed = text.trim();
  const send = async () => {
    if (!trimmed || trimmed.length > MESSAGE_MAX_CHARS || busy) return;
    setBusy(true);
    try {
      const { committed } = await sendMessage(uid, target, text);
      setText('');
      committed.catch((err: unknown) => {
        console.error('Message send failed', err);
        notify({ title: 'Message not sent', description: MESSAGING_TEXT.sendFailed }, 'error');
      });
    } catch (err) {
      if (err instanceof RateLimitedError)
        notify({ title: 'Slow down', description: MESSAGING_TEXT.rateLimited }, 'warning');
      else {
        console.error('Message send failed', err);
        notify({ title: 'Message not sent', description: MESSAGING_TEXT.sendFailed }, 'error');
      }
    } finally {
      setBusy(false);
      ref.current?.focus();
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void send();
    }
  };
  return (
    <Stack gap="1" borderTopWidth="1px" pt="3">
      <HStack align="flex-end" gap="2">
        <Textarea
          ref={ref}
          aria-label={MESSAGING_TEXT.composerLabel}
          placeholder={MESSAGING_TEXT.composerPlaceholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={MESSAGE_MAX_CHARS}
          rows={2}
          resize="vertical"
        />
        <Button colorPalette="blue" onClick={() => void send()} disabled={!trimmed} loading={busy}>
          {MESSAGING_TEXT.send}
        </Button>
      </HStack>
      <Text fontSize="xs" color="fg.muted" textAlign="end">
        {text.length}/{MESSAGE_MAX_CHARS}
      </Text>
    </Stack>
  );
}
