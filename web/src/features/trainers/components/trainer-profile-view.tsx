import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ratingSummary, type CardCourse, type TrainerCard } from '@skillsetu/domain';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { LuBookOpen, LuMapPin, LuMessageSquare, LuStar, LuUsers } from 'react-icons/lu';
import { TrainerAvatar } from './trainer-avatar';
import { TrainerProfileFrame } from './trainer-profile-frame';
import { TrainerProfileTabs, type ProfileTab } from './trainer-profile-tabs';
import { VerifiedBadge } from './verified-badge';

// The dialog (and Chakra's dialog machinery) loads when a visitor first asks for it, not before
// the profile can paint.
const SendMessageDialog = lazy(() => import('./send-message-dialog').then((m) => ({ default: m.SendMessageDialog })));

/**
 * View state a parent may keep (routes/trainer.tsx keeps it, resetting it for a new trainer id);
 * without it the view keeps its own.
 */
export interface TrainerProfileViewState {
  /** The open tab. */
  tab?: ProfileTab;
  onTabChange?: (tab: ProfileTab) => void;
  /** Whether the Send Message dialog is open. */
  messageOpen?: boolean;
  onMessageOpenChange?: (open: boolean) => void;
}

export interface TrainerProfileViewProps extends TrainerProfileViewState {
  trainer: TrainerCard;
  /** Per-course action slot of the Courses tab (payments renders Enroll Now on priced courses). */
  renderCourseAction?: (course: CardCourse, trainer: TrainerCard) => ReactNode;
}

/**
 * The listing-style public trainer profile (spec §2): avatar or initials, name, specialization,
 * city, Verified badge, Book course (opens the Courses tab) and Send Message, then the tabs.
 */
export function TrainerProfileView({
  trainer,
  renderCourseAction,
  tab: tabProp,
  onTabChange,
  messageOpen: messageOpenProp,
  onMessageOpenChange,
}: TrainerProfileViewProps) {
  const [ownTab, setOwnTab] = useState<ProfileTab>('about');
  const tab = tabProp ?? ownTab;
  const setTab = onTabChange ?? setOwnTab;
  const [ownMessageOpen, setOwnMessageOpen] = useState(false);
  const messageOpen = messageOpenProp ?? ownMessageOpen;
  const setMessageOpen = onMessageOpenChange ?? setOwnMessageOpen;
  // mounted from the first open on, so the dialog can animate its close
  const [messageRequested, setMessageRequested] = useState(messageOpen);
  const tabsRef = useRef<HTMLDivElement | null>(null);

  const book = () => {
    setTab('courses');
    tabsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    tabsRef.current?.querySelector<HTMLElement>('[data-value="courses"]')?.focus({ preventScroll: true });
  };

  return (
    <TrainerProfileFrame
      header={
        <>
          <TrainerAvatar name={trainer.name} image={trainer.image} size="2xl" />
          <Stack gap="1.5" flex="1" minW="0">
            <HStack gap="3" wrap="wrap">
              <Heading as="h1" size="2xl">
                {trainer.name}
              </Heading>
              {trainer.verified && <VerifiedBadge />}
            </HStack>
            <Text fontSize="lg" color="fg.muted" data-testid="trainer-specialization">
              {trainer.expertise}
            </Text>
            <HStack gap="4" color="fg.muted" fontSize="sm" wrap="wrap">
              <HStack gap="1">
                <LuMapPin aria-hidden />
                <Text data-testid="trainer-city">{trainer.location}</Text>
              </HStack>
              <HStack gap="1">
                <LuStar aria-hidden />
                <Text>{ratingSummary(trainer.rating, trainer.reviews)}</Text>
              </HStack>
              <HStack gap="1">
                <LuUsers aria-hidden />
                <Text>
                  {trainer.students} {trainer.students === 1 ? 'student' : 'students'}
                </Text>
              </HStack>
            </HStack>
          </Stack>
          <Stack direction={{ base: 'row', md: 'column' }} gap="2" w={{ base: 'full', md: 'auto' }}>
            <Button colorPalette="blue" flex={{ base: '1', md: 'initial' }} onClick={book}>
              <LuBookOpen aria-hidden />
              Book course
            </Button>
            <Button
              variant="outline"
              flex={{ base: '1', md: 'initial' }}
              onClick={() => {
                setMessageRequested(true);
                setMessageOpen(true);
              }}
            >
              <LuMessageSquare aria-hidden />
              Send Message
            </Button>
          </Stack>
        </>
      }
    >
      <TrainerProfileTabs
        trainer={trainer}
        tab={tab}
        onTabChange={setTab}
        renderCourseAction={renderCourseAction}
        listRef={tabsRef}
      />
      {(messageRequested || messageOpen) && (
        <Suspense fallback={null}>
          <SendMessageDialog trainerName={trainer.name} open={messageOpen} onOpenChange={setMessageOpen} />
        </Suspense>
      )}
    </TrainerProfileFrame>
  );
}
