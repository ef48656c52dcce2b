import { Stack, Text } from '@chakra-ui/react';
import { MESSAGING_TEXT, type ChatMessage } from '@skillsetu/domain';
import { useEffect, useRef, useState } from 'react';
import { MessageBubble } from './message-bubble';

/** The thread's messages, oldest first with the newest at the bottom (kept in view as they arrive). */
export function MessageList({ messages, uid, loading }: { messages: ChatMessage[]; uid: string; loading: boolean }) {
  const end = useRef<HTMLDivElement | null>(null);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(t);
  }, []);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);
  return (
    <Stack gap="3" flex="1" overflowY="auto" py="3" minH="48" maxH="60vh" aria-live="polite" data-testid="thread">
      {loading ? (
        <Text color="fg.muted">Loading…</Text>
      ) : messages.length === 0 ? (
        <Text color="fg.muted">{MESSAGING_TEXT.noMessages}</Text>
      ) : (
        messages.map((m) => <MessageBubble key={m.id} message={m} mine={m.sender_id === uid} now={now} />)
      )}
      <div ref={end} />
    </Stack>
  );
}
