import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ratingSummary, type CardCourse, type TrainerCard } from '@skillsetu/domain';
import { useRef, useState, type ReactNode } from 'react';
import { LuBookOpen, LuMapPin, LuMessageSquare, LuStar, LuUsers } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { TrainerAvatar } from './trainer-avatar';
import { TrainerProfileFrame } from './trainer-profile-frame';
import { TrainerProfileTabs, type ProfileTab } from './trainer-profile-tabs';

// for trainer-public-profile.tsx, which loads this module, to start the other tabs' panels when idle
export { loadMoreTabs } from './trainer-profile-tabs';
import { VerificationDetail } from './verification-detail';
import { VerifiedBadge } from './verified-badge';

/**
 * View state a parent may keep (routes/trainer.tsx keeps it, resetting it for a new trainer id);
 * without it the view keeps its own.
 */
export interface TrainerProfileViewState {
  /** The open tab. */
  tab?: ProfileTab;
  onTabChange?: (tab: ProfileTab) => void;
}

export interface TrainerProfileViewProps extends TrainerProfileViewState {
  trainer: TrainerCard;
  /** Per-course action slot of the Courses tab (payments renders Enroll Now on priced courses). */
  renderCourseAction?: (course: CardCourse, trainer: TrainerCard) => ReactNode;
}

/**
 * The listing-style public trainer profile (docs/product.md#listing-and-search): avatar or initials, name, specialization,
 * city, Verified badge, Book course (opens the Courses tab, where each priced course has Enroll
 * Now) and Send Message (the open composer at /messages), then the tabs.
 */
export function TrainerProfileView({
  trainer,
  renderCourseAction,
  tab: tabProp,
  onTabChange,
}: TrainerProfileViewProps) {
  const [ownTab, setOwnTab] = useState<ProfileTab>('about');
  const tab = tabProp ?? ownTab;
  const setTab = onTabChange ?? setOwnTab;
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
            <VerificationDetail trainer={trainer} />
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
            {/* the open composer at /messages (sign-in first when signed out); a plain link keeps
                messaging's code out of the public pages (docs/decisions/044-contact-sharing.md) */}
            <Button asChild variant="outline" flex={{ base: '1', md: 'initial' }}>
              <Link to={`/messages?${new URLSearchParams({ to: trainer.uid, name: trainer.name }).toString()}`}>
                <LuMessageSquare aria-hidden />
                Send Message
              </Link>
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
    </TrainerProfileFrame>
  );
}
