import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Card } from '../../../components/ui/chakra/card';
import { Field } from '../../../components/ui/chakra/field';
import { Input } from '../../../components/ui/chakra/input';
import { Textarea } from '../../../components/ui/chakra/textarea';
import { notify } from '../../../components/ui/notify';
import { markContactHandled, replyToContact } from '../api/admin-callables';
import { formatIstDateTime, type InboxMessage } from '../api/admin-converters';

/** One contact message: its text, Mark handled, and a reply form that queues a mail to the sender. */
export function ContactMessageView({ message }: { message: InboxMessage }) {
  const [subject, setSubject] = useState(`Re: ${message.subject}`.slice(0, 200));
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState<'handled' | 'reply' | null>(null);

  const run = async (kind: 'handled' | 'reply') => {
    setBusy(kind);
    try {
      if (kind === 'handled') await markContactHandled(message.id);
      else await replyToContact({ id: message.id, subject: subject.trim(), body: body.trim() });
      notify({ title: kind === 'handled' ? 'Marked handled' : 'Reply queued', description: message.email }, 'success');
      if (kind === 'reply') setBody('');
    } catch (err) {
      notify({ title: 'Could not update the message', description: (err as Error).message }, 'error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card.Root data-testid="contact-message">
      <Card.Header>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="md">
            {message.subject || '(no subject)'}
          </Heading>
          <Badge colorPalette={message.status === 'new' ? 'blue' : 'gray'}>{message.status}</Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {message.name} &lt;{message.email}&gt; · {formatIstDateTime(message.created_at)}
          {message.handled_at && ` · handled ${formatIstDateTime(message.handled_at)}`}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <Text whiteSpace="pre-wrap">{message.message}</Text>
          {message.status === 'new' && (
            <Button
              alignSelf="flex-start"
              size="sm"
              variant="outline"
              loading={busy === 'handled'}
              disabled={busy !== null}
              onClick={() => void run('handled')}
            >
              Mark handled
            </Button>
          )}
          <Stack
            gap="3"
            as="form"
            onSubmit={(e) => {
              e.preventDefault();
              void run('reply');
            }}
          >
            <Text fontWeight="semibold">Reply by email</Text>
            <Field.Root required>
              <Field.Label>Subject</Field.Label>
              <Input value={subject} maxLength={200} onChange={(e) => setSubject(e.currentTarget.value)} />
            </Field.Root>
            <Field.Root required>
              <Field.Label>Message</Field.Label>
              <Textarea rows={5} value={body} maxLength={5000} onChange={(e) => setBody(e.currentTarget.value)} />
            </Field.Root>
            <Button
              type="submit"
              alignSelf="flex-start"
              size="sm"
              colorPalette="blue"
              loading={busy === 'reply'}
              disabled={busy !== null || !body.trim() || !subject.trim()}
            >
              Send reply
            </Button>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
