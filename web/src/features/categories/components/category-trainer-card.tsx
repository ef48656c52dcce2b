import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text, Link as ChakraLink } from '@chakra-ui/react';
import { TapToLoadAvatar } from '../../../components/ui/tap-to-load-avatar';
import { formatRupees, initials, ratingSummary, SKILLS_PER_HOME_CARD } from '@skillsetu/domain';
import { LuMapPin, LuStar, LuUsers } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { enrolAmount, type CategoryTrainer } from '../category-trainer';
import { CategoryEnrollAction } from './category-enroll-action';

/**
 * A trainer card on a category page (docs/product.md#public-pages): avatar or initials, Verified badge, expertise,
 * location, rating and reviews, students, up to 4 skills, first course price, View Profile and Enroll Now.
 */
export function CategoryTrainerCard({ trainer, slug }: { trainer: CategoryTrainer; slug: string }) {
  const amount = enrolAmount(trainer, slug);
  return (
    <Box
      as="article"
      borderWidth="1px"
      rounded="xl"
      p="5"
      bg="bg"
      display="flex"
      flexDirection="column"
      data-testid="category-trainer"
    >
      <Flex gap="3" align="center">
        {/* in low-data mode the photo waits for a tap (docs/decisions/182-low-data-mode.md) */}
        <TapToLoadAvatar name={trainer.name} image={trainer.image} alt="" initials={initials(trainer.name)} />
        <Box minW="0" flex="1">
          <HStack gap="2">
            <Heading as="h2" size="md" lineClamp={1}>
              {trainer.name}
            </Heading>
            {trainer.verified && <Badge colorPalette="green">Verified</Badge>}
          </HStack>
          <Text color="fg.muted" fontSize="sm" lineClamp={1}>
            {trainer.expertise}
          </Text>
        </Box>
      </Flex>
      <Stack gap="1" mt="3" fontSize="sm" color="fg.muted">
        <HStack gap="1">
          <LuMapPin aria-hidden="true" />
          <Text>{trainer.location}</Text>
        </HStack>
        <HStack gap="4">
          <HStack gap="1">
            <LuStar aria-hidden="true" color="#b45309" />
            <Text data-testid="rating">{ratingSummary(trainer.rating, trainer.reviews)}</Text>
          </HStack>
          <HStack gap="1">
            <LuUsers aria-hidden="true" />
            <Text data-testid="students">{trainer.students} students</Text>
          </HStack>
        </HStack>
      </Stack>
      <Flex gap="1" wrap="wrap" mt="3">
        {trainer.skills.slice(0, SKILLS_PER_HOME_CARD).map((s) => (
          <Badge key={s} variant="subtle" colorPalette="blue">
            {s}
          </Badge>
        ))}
      </Flex>
      <Box mt="auto" pt="4">
        <Text fontSize="sm" color="fg.muted">
          {trainer.firstCourse?.id ? (
            <ChakraLink asChild color="fg.muted" data-testid="course-link">
              <Link to={`/course/${trainer.firstCourse.id}`}>{trainer.firstCourse.title}</Link>
            </ChakraLink>
          ) : trainer.firstCourse ? (
            trainer.firstCourse.title
          ) : (
            'Starting from'
          )}
        </Text>
        <Text fontSize="xl" fontWeight="bold" data-testid="price" data-incl-gst>
          {formatRupees(amount)}
        </Text>
        <HStack gap="2" mt="3">
          <Button asChild variant="outline" colorPalette="blue" size="sm" flex="1">
            <Link to={`/trainer/${trainer.id}`} aria-label={`View Profile of ${trainer.name}`}>
              View Profile
            </Link>
          </Button>
          <CategoryEnrollAction trainer={trainer} />
        </HStack>
        {trainer.uid && (
          <Button asChild size="sm" variant="ghost" colorPalette="blue" w="full" mt="2">
            <Link to={`/messages?${new URLSearchParams({ to: trainer.uid, name: trainer.name }).toString()}`}>
              Send Message
            </Link>
          </Button>
        )}
      </Box>
    </Box>
  );
}
