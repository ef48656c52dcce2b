import { Badge, Grid, HStack, Heading, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { Avatar } from '../../../components/ui/chakra/avatar';
import { Breadcrumb } from '../../../components/ui/chakra/breadcrumb';
import { Card } from '../../../components/ui/chakra/card';
import { Tabs } from '../../../components/ui/chakra/tabs';
import { LISTING_MESSAGES, formatRupees, initials, type TrainerProfile } from '@skillsetu/domain';
import type { ReactNode } from 'react';
import { LuMail, LuMapPin, LuPhone } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import type { WorkspaceCourse } from '../api/converters';
import { ConnectCard } from './connect-card';

/**
 * The detailed trainer profile (docs/product.md#trainer-profiles-and-verification): breadcrumb, initials avatar, stat tiles, language and
 * certification badges, tabs About / Courses / Reviews / Achievements, the Connect card; the
 * owner also sees the private email and phone box and no enrol buttons.
 */
export function TrainerProfileDetail({
  profile,
  courses,
  isOwner,
  renderEnroll,
  reviews,
}: {
  profile: TrainerProfile;
  courses: WorkspaceCourse[];
  isOwner: boolean;
  /** Enroll Now for a priced course (visitors only). */
  renderEnroll?: (course: WorkspaceCourse) => ReactNode;
  /** The Reviews tab's content (the reviews feature's lazy list); without it, the spec's empty text. */
  reviews?: ReactNode;
}) {
  const tiles: [string, string][] = [
    ['Courses', String(courses.length)],
    ['Experience', profile.experience || '—'],
    ['Status', profile.verified ? LISTING_MESSAGES.verified : LISTING_MESSAGES.pending],
    ['Availability', 'Active'],
  ];
  return (
    <Stack gap="6">
      <Breadcrumb.Root>
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <Link to="/">Home</Link>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <Link to="/find-trainers">Trainers</Link>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{profile.full_name}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6">
        <Stack gap="6" minW="0">
          <Card.Root>
            <Card.Body>
              <Stack direction={{ base: 'column', sm: 'row' }} gap="5">
                <Avatar.Root size="2xl" colorPalette="blue">
                  <Avatar.Fallback>{initials(profile.full_name)}</Avatar.Fallback>
                  {profile.avatar_url && <Avatar.Image src={profile.avatar_url} alt={profile.full_name} />}
                </Avatar.Root>
                <Stack gap="1">
                  <Heading as="h1" size="2xl">
                    {profile.full_name}
                  </Heading>
                  <Text fontSize="lg" color="fg.muted">
                    {profile.specialization}
                  </Text>
                  <HStack color="fg.muted" fontSize="sm" gap="3" wrap="wrap">
                    {profile.city && (
                      <HStack gap="1">
                        <LuMapPin aria-hidden /> <Text>{profile.city}</Text>
                      </HStack>
                    )}
                    {profile.experience && <Text>{profile.experience} experience</Text>}
                  </HStack>
                </Stack>
              </Stack>
              <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" mt="5">
                {tiles.map(([label, value]) => (
                  <Stack key={label} borderWidth="1px" borderRadius="md" p="3" gap="0" textAlign="center">
                    <Text fontWeight="bold">{value}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {label}
                    </Text>
                  </Stack>
                ))}
              </SimpleGrid>
              <Wrap gap="2" mt="4">
                {profile.teaching_languages.map((l) => (
                  <Badge key={l} colorPalette="blue">
                    {l}
                  </Badge>
                ))}
                {profile.certifications.map((c) => (
                  <Badge key={c} colorPalette="purple">
                    {c}
                  </Badge>
                ))}
              </Wrap>
            </Card.Body>
          </Card.Root>
          <Tabs.Root defaultValue="about" lazyMount>
            <Tabs.List>
              <Tabs.Trigger value="about">About</Tabs.Trigger>
              <Tabs.Trigger value="courses">Courses</Tabs.Trigger>
              <Tabs.Trigger value="reviews">Reviews</Tabs.Trigger>
              <Tabs.Trigger value="achievements">Achievements</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="about">
              <Stack gap="3">
                <Text whiteSpace="pre-line">{profile.bio || 'This trainer has not written a bio yet.'}</Text>
                {profile.skills.length > 0 && (
                  <Wrap gap="2">
                    {profile.skills.map((s) => (
                      <Badge key={s}>{s}</Badge>
                    ))}
                  </Wrap>
                )}
              </Stack>
            </Tabs.Content>
            <Tabs.Content value="courses">
              <Stack gap="3">
                {courses.length === 0 && <Text color="fg.muted">No courses published yet.</Text>}
                {courses.map((c) => (
                  <Card.Root key={c.id} size="sm">
                    <Card.Body>
                      <HStack justify="space-between" wrap="wrap" gap="3">
                        <Stack gap="0">
                          <Text fontWeight="semibold">{c.title || 'Untitled Course'}</Text>
                          <Text fontSize="sm" color="fg.muted">
                            {[c.duration, c.mode, c.price > 0 ? formatRupees(c.price) : null]
                              .filter(Boolean)
                              .join(' · ')}
                          </Text>
                        </Stack>
                        {isOwner ? (
                          <Badge colorPalette={c.is_active ? 'green' : 'gray'}>
                            {c.is_active ? 'Published' : 'Draft'}
                          </Badge>
                        ) : (
                          c.price > 0 && renderEnroll?.(c)
                        )}
                      </HStack>
                    </Card.Body>
                  </Card.Root>
                ))}
              </Stack>
            </Tabs.Content>
            <Tabs.Content value="reviews">
              {reviews ?? <Text color="fg.muted">{LISTING_MESSAGES.noReviews}</Text>}
            </Tabs.Content>
            <Tabs.Content value="achievements">
              {profile.certifications.length === 0 ? (
                <Text color="fg.muted">No certifications listed yet.</Text>
              ) : (
                <Stack as="ul" ps="4">
                  {profile.certifications.map((c) => (
                    <Text as="li" key={c}>
                      {c}
                    </Text>
                  ))}
                </Stack>
              )}
            </Tabs.Content>
          </Tabs.Root>
        </Stack>
        <Stack gap="6">
          <ConnectCard uid={profile.user_id} name={profile.full_name} isOwner={isOwner} verified={profile.verified} />
          {isOwner && (
            <Card.Root data-testid="private-contact">
              <Card.Header>
                <Heading as="h2" size="sm">
                  Private contact details
                </Heading>
              </Card.Header>
              <Card.Body>
                <Stack gap="2" fontSize="sm">
                  <HStack>
                    <LuMail aria-hidden /> <Text>{profile.email || '—'}</Text>
                  </HStack>
                  <HStack>
                    <LuPhone aria-hidden /> <Text>{profile.phone || '—'}</Text>
                  </HStack>
                  <Text color="fg.muted">Only you can see this box.</Text>
                </Stack>
              </Card.Body>
            </Card.Root>
          )}
        </Stack>
      </Grid>
    </Stack>
  );
}
