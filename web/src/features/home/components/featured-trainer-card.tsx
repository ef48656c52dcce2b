import { Badge, Box, Circle, Flex, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { formatRating, initials, SKILLS_PER_HOME_CARD } from '@skillsetu/domain';
import { Link } from 'react-router-dom';
import { SvgIcon } from '../../../components/ui/svg-icon';
import { featuredTrainerHref, type FeaturedTrainer } from '../featured-trainer';

/** A featured trainer card on the home page; the whole card is one link (fixed height: no layout shift). */
export function FeaturedTrainerCard({ trainer }: { trainer: FeaturedTrainer }) {
  return (
    <Box
      asChild
      borderWidth="1px"
      rounded="xl"
      p="5"
      bg="bg"
      h="64"
      overflow="hidden"
      display="block"
      transition="box-shadow 0.2s"
      _hover={{ shadow: 'md' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.solid', outlineOffset: '2px' }}
    >
      <Link
        to={featuredTrainerHref(trainer.expertise)}
        data-testid="featured-trainer"
        data-sample={trainer.key.startsWith('sample-') ? 'true' : undefined}
      >
        <Flex gap="3" align="center" mb="3">
          {trainer.image ? (
            <Image src={trainer.image} alt="" boxSize="14" rounded="full" objectFit="cover" loading="lazy" />
          ) : (
            <Circle size="14" bg="blue.100" color="blue.800" fontWeight="bold" aria-hidden="true">
              {initials(trainer.name)}
            </Circle>
          )}
          <Box minW="0">
            <Heading as="h3" size="md" lineClamp={1}>
              {trainer.name}
            </Heading>
            <Text color="fg.muted" fontSize="sm" lineClamp={1} data-testid="featured-expertise">
              {trainer.expertise}
            </Text>
          </Box>
        </Flex>
        <Stack gap="1" fontSize="sm" color="fg.muted">
          <HStack gap="1">
            <SvgIcon name="mapPin" />
            <Text>{trainer.location}</Text>
            {trainer.verified && (
              <Badge colorPalette="green" ml="auto">
                Verified
              </Badge>
            )}
          </HStack>
          <HStack gap="3">
            <HStack gap="1">
              <SvgIcon name="star" color="#b45309" />
              <Text>
                {trainer.reviews > 0 ? `${formatRating(trainer.rating)} (${trainer.reviews} reviews)` : 'New'}
              </Text>
            </HStack>
            <HStack gap="1">
              <SvgIcon name="users" />
              <Text>{trainer.students} students</Text>
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
      </Link>
    </Box>
  );
}
