import { Badge, Button, HStack, Link as ChakraLink, Stack, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { Card } from '../../../components/ui/chakra/card';
import {
  formatRating,
  formatRupees,
  NO_REVIEWS_LABEL,
  SKILLS_PER_LISTING_CARD,
  type TrainerCard,
} from '@skillsetu/domain';
import type { ReactNode } from 'react';
import { LuBriefcase, LuMapPin, LuStar, LuUsers } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { TrainerAvatar } from './trainer-avatar';
import { VerifiedBadge } from './verified-badge';

/** The card fields a summary card shows (a `trainer_cards` document has them all). */
export type TrainerSummary = Pick<
  TrainerCard,
  | 'id'
  | 'name'
  | 'expertise'
  | 'location'
  | 'verified'
  | 'rating'
  | 'reviews'
  | 'students'
  | 'experience'
  | 'skills'
  | 'courses'
  | 'image'
>;

export interface TrainerSummaryCardProps {
  trainer: TrainerSummary;
  /** Skills shown: 3 on Find Trainers (default), 4 on the home and category pages (docs/product.md#listing-and-search). */
  skillCount?: number;
  /** Extra actions under the profile link (e.g. an Enroll Now button on category pages). */
  actions?: ReactNode;
}

/**
 * A trainer on a listing (docs/product.md#listing-and-search; reused on the home page): avatar or initials,
 * name, expertise, location, Verified badge, rating ('--' before any review, docs/architecture.md#decision-1) with
 * review count, students, experience, the first course's price in rupees, and a link to
 * /trainer/{id}.
 */
export function TrainerSummaryCard({
  trainer,
  skillCount = SKILLS_PER_LISTING_CARD,
  actions,
}: TrainerSummaryCardProps) {
  const firstCourse = trainer.courses[0];
  const skills = trainer.skills.slice(0, skillCount);
  return (
    <Card.Root as="article" size="sm" h="full" aria-label={trainer.name} data-testid="trainer-card">
      <Card.Body gap="3">
        <HStack gap="3" align="flex-start">
          <TrainerAvatar name={trainer.name} image={trainer.image} />
          <Stack gap="0.5" minW="0" flex="1">
            <Card.Title as="h2" fontSize="md" lineClamp={1} data-testid="trainer-name">
              {trainer.name}
            </Card.Title>
            <Text fontSize="sm" color="fg.muted" lineClamp={1} data-testid="trainer-expertise">
              {trainer.expertise}
            </Text>
            <HStack gap="1" fontSize="sm" color="fg.muted">
              <LuMapPin aria-hidden />
              <Text data-testid="trainer-location">{trainer.location}</Text>
            </HStack>
          </Stack>
          {trainer.verified && <VerifiedBadge />}
        </HStack>
        <HStack gap="4" fontSize="sm" wrap="wrap">
          {trainer.reviews > 0 ? (
            <HStack gap="1">
              <LuStar aria-hidden color="var(--chakra-colors-yellow-500)" />
              <VisuallyHidden>Rating</VisuallyHidden>
              <Text fontWeight="semibold" data-testid="trainer-rating">
                {formatRating(trainer.rating)}
              </Text>
              <Text color="fg.muted">
                ({trainer.reviews} {trainer.reviews === 1 ? 'review' : 'reviews'})
              </Text>
            </HStack>
          ) : (
            <Badge colorPalette="purple" variant="subtle" data-testid="trainer-rating" title="No reviews yet">
              {NO_REVIEWS_LABEL}
            </Badge>
          )}
          <HStack gap="1" color="fg.muted">
            <LuUsers aria-hidden />
            <Text data-testid="trainer-students">
              {trainer.students} {trainer.students === 1 ? 'student' : 'students'}
            </Text>
          </HStack>
          <HStack gap="1" color="fg.muted">
            <LuBriefcase aria-hidden />
            <Text data-testid="trainer-experience">{trainer.experience}</Text>
          </HStack>
        </HStack>
        {skills.length > 0 && (
          <Wrap gap="1.5" as="ul" aria-label="Skills" listStyleType="none">
            {skills.map((skill) => (
              <Badge as="li" key={skill} variant="outline" data-testid="trainer-skill">
                {skill}
              </Badge>
            ))}
          </Wrap>
        )}
      </Card.Body>
      <Card.Footer justifyContent="space-between" alignItems="flex-end" gap="3">
        {firstCourse && (
          <Stack gap="0" minW="0" flex="1">
            <Text fontSize="xs" color="fg.muted" lineClamp={1}>
              {firstCourse.is_default ? (
                firstCourse.title
              ) : (
                <ChakraLink asChild color="fg.muted" data-testid="course-link">
                  <Link to={`/course/${firstCourse.id}`}>{firstCourse.title}</Link>
                </ChakraLink>
              )}
            </Text>
            <Text fontWeight="bold" fontSize="lg" data-testid="trainer-price" data-incl-gst>
              {formatRupees(firstCourse.price)}
            </Text>
          </Stack>
        )}
        <HStack gap="2" flexShrink={0}>
          {actions}
          <Button asChild size="sm" colorPalette="blue">
            <Link to={`/trainer/${trainer.id}`} aria-label={`View profile of ${trainer.name}`}>
              View Profile
            </Link>
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
