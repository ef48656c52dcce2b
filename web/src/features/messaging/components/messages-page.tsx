import { Box, Button, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { conversationId, MESSAGING_TEXT } from '@skillsetu/domain';
import { LuArrowLeft } from 'react-icons/lu';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useSession } from '../../auth/hooks/use-session';
import { POST_AUTH_REDIRECT_KEY } from '../../auth/post-login-destination';
import { useConversations } from '../api/use-conversations';
import { ContactRequestsPanel } from './contact-requests-panel';
import { ConversationList } from './conversation-list';
import { ThreadPanel } from './thread-panel';

/**
 * /messages for learners and trainers: the conversation list and the open thread, live.
 * `?c={cid}` opens a conversation, `?to={trainerUid}&name=` the composer for a new one (Send
 * Message). Signed-out visitors go to /auth and come back to the same address (the open composer).
 * Trainers also see their contact requests. At 360 px the list and the thread take turns.
 */
export function MessagesPage() {
  useDocumentTitle(MESSAGING_TEXT.pageTitle);
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status !== 'signed-in' || !session.user) {
    try {
      sessionStorage.setItem(POST_AUTH_REDIRECT_KEY, location.pathname + location.search);
    } catch {
      // storage unavailable: the user lands on their home page after login
    }
    return <Navigate to="/auth" replace />;
  }
  const uid = session.user.uid;
  const to = params.get('to');
  const cid = params.get('c') ?? (to && to !== uid ? conversationId(uid, to) : null);
  return <MessagesLayout uid={uid} isTrainer={session.isTrainer} cid={cid} to={to} toName={params.get('name') ?? ''} />;
}

function MessagesLayout({
  uid,
  isTrainer,
  cid,
  to,
  toName,
}: {
  uid: string;
  isTrainer: boolean;
  cid: string | null;
  to: string | null;
  toName: string;
}) {
  const { status, items } = useConversations(uid);
  return (
    <Container maxW="6xl" py="6" px={{ base: '3', md: '6' }}>
      <Heading as="h1" size="2xl" mb="4">
        {MESSAGING_TEXT.pageTitle}
      </Heading>
      <Grid templateColumns={{ base: '1fr', md: '320px 1fr' }} gap="4" alignItems="start">
        <Stack gap="4" display={{ base: cid ? 'none' : 'flex', md: 'flex' }} minW="0">
          {isTrainer && <ContactRequestsPanel trainerId={uid} />}
          <ConversationList items={items} uid={uid} selected={cid} loading={status === 'loading'} />
        </Stack>
        <Box borderWidth={{ md: '1px' }} borderRadius="lg" p={{ base: '0', md: '4' }} minW="0" minH="60">
          {cid ? (
            <Stack gap="2">
              <Button
                asChild
                variant="ghost"
                size="sm"
                alignSelf="flex-start"
                display={{ base: 'inline-flex', md: 'none' }}
              >
                <Link to="/messages">
                  <LuArrowLeft /> All conversations
                </Link>
              </Button>
              <ThreadPanel key={cid} uid={uid} cid={cid} to={to} toName={toName} />
            </Stack>
          ) : (
            <Text color="fg.muted" display={{ base: 'none', md: 'block' }}>
              {MESSAGING_TEXT.pickConversation}
            </Text>
          )}
        </Box>
      </Grid>
    </Container>
  );
}
