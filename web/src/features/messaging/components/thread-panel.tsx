import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/ui/chakra/alert';
import { conversationId, MESSAGING_TEXT } from '@skillsetu/domain';
import { useEffect, useState } from 'react';
import { notify } from '../../../components/ui/notify';
import { markConversationRead, setBlocked } from '../api/conversation-actions';
import { useConversation } from '../api/use-conversation';
import { useThread } from '../api/use-thread';
import { ContactStatus } from './contact-status';
import { otherName } from './conversation-list';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { ReportDialog } from './report-dialog';

/**
 * One conversation: header (other party, the learner's contact sharing state, Block, Report), the
 * live thread and the composer. `to` opens a new conversation with that trainer (created by the
 * first message). Opening it resets the reader's unread count and reads its notification.
 * Admins see a reported conversation, or one whose learner disputed a class, read-only.
 */
export function ThreadPanel({ uid, cid, to, toName }: { uid: string; cid: string; to: string | null; toName: string }) {
  const conv = useConversation(cid);
  const exists = conv.status === 'success';
  const thread = useThread(cid);
  const [reportOpen, setReportOpen] = useState(false);
  const c = exists ? conv.conversation : null;
  const unread = c ? (c.unread[uid] ?? 0) : 0;
  useEffect(() => {
    if (unread > 0) void markConversationRead(cid, uid, true);
  }, [cid, uid, unread]);

  if (conv.status === 'loading') return <Text color="fg.muted">Loading…</Text>;
  if (conv.status === 'error' || (conv.status === 'missing' && (!to || cid !== conversationId(uid, to))))
    return <Text color="fg.muted">This conversation is not available.</Text>;

  // an admin reading a reported or disputed conversation: read-only
  if (c && c.learner_id !== uid && c.trainer_id !== uid)
    return (
      <Stack gap="2">
        <Heading as="h2" size="md" data-testid="thread-title">
          {c.learner_name ?? 'Learner'} ↔ {c.trainer_name ?? 'Trainer'} ({c.reported ? 'reported' : 'disputed class'})
        </Heading>
        <MessageList messages={thread.messages} uid={uid} loading={thread.status === 'loading'} />
      </Stack>
    );
  const learnerSide = c ? c.learner_id === uid : true;
  const trainerId = c ? c.trainer_id : (to ?? '');
  const name = c ? otherName(c, uid) : toName || 'Trainer';
  const iBlocked = c?.blocked_by.includes(uid) ?? false;
  const theyBlocked = c ? c.blocked_by.some((b) => b !== uid) : false;
  const toggleBlock = () =>
    setBlocked(cid, uid, !iBlocked).catch((err: unknown) => {
      console.error('Block failed', err);
      notify({ title: 'Error', description: 'Something went wrong' }, 'error');
    });

  return (
    <Stack gap="2" h="full">
      <HStack justify="space-between" wrap="wrap" gap="2" borderBottomWidth="1px" pb="2">
        <Heading as="h2" size="md" data-testid="thread-title">
          {name}
        </Heading>
        {c && (
          <HStack gap="1">
            <Button size="xs" variant="ghost" onClick={toggleBlock}>
              {iBlocked ? MESSAGING_TEXT.unblock : MESSAGING_TEXT.block}
            </Button>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => setReportOpen(true)}
              disabled={c.reported}
            >
              {MESSAGING_TEXT.report}
            </Button>
          </HStack>
        )}
      </HStack>
      {learnerSide && trainerId && <ContactStatus trainerId={trainerId} learnerId={uid} />}
      <MessageList messages={thread.messages} uid={uid} loading={thread.status === 'loading'} />
      {theyBlocked ? (
        <Alert.Root status="warning">
          <Alert.Title>{learnerSide ? MESSAGING_TEXT.blockedTrainer : MESSAGING_TEXT.blockedLearner}</Alert.Title>
        </Alert.Root>
      ) : iBlocked ? (
        <Alert.Root status="info">
          <Alert.Title>{MESSAGING_TEXT.youBlocked}</Alert.Title>
        </Alert.Root>
      ) : (
        <MessageComposer
          uid={uid}
          autoFocus
          target={{ conversationId: cid, create: c ? undefined : { learnerId: uid, trainerId } }}
        />
      )}
      {c && <ReportDialog conversationId={cid} open={reportOpen} onOpenChange={setReportOpen} />}
    </Stack>
  );
}
