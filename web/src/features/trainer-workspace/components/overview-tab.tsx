import { Badge, Button, Heading, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { Card } from '../../../components/ui/chakra/card';
import { DataList } from '../../../components/ui/chakra/data-list';
import type { TrainerProfile } from '@skillsetu/domain';
import { LuChartBar, LuPencil, LuPlus, LuUserPen } from 'react-icons/lu';

const RECENT_ACTIVITY = [
  'Profile created on SkillSetu',
  'Courses are drafts until you publish them',
  'Published courses appear on Find Trainers',
];

/** Overview tab (docs/product.md#trainer-dashboard): the trainer data panel, quick actions and a static Recent Activity list. */
export function OverviewTab({
  profile,
  onNewCourse,
  onTab,
}: {
  profile: TrainerProfile;
  onNewCourse: () => void;
  onTab: (tab: 'courses' | 'profile' | 'analytics') => void;
}) {
  const rows: [string, string][] = [
    ['Full Name', profile.full_name],
    ['Email', profile.email],
    ['Phone', profile.phone],
    ['City', profile.city],
    ['Specialization', profile.specialization],
    ['Experience', profile.experience],
    ['Languages', profile.teaching_languages.join(', ')],
  ];
  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
      <Card.Root gridColumn={{ lg: 'span 2' }}>
        <Card.Header>
          <Heading as="h2" size="md">
            Your Trainer Profile
          </Heading>
        </Card.Header>
        <Card.Body>
          <DataList.Root orientation="horizontal">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value || '—'}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          {profile.skills.length > 0 && (
            <Wrap gap="2" mt="4">
              {profile.skills.map((s) => (
                <Badge key={s} colorPalette="blue">
                  {s}
                </Badge>
              ))}
            </Wrap>
          )}
        </Card.Body>
      </Card.Root>
      <Stack gap="4">
        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="md">
              Quick Actions
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="2">
              <Button colorPalette="blue" onClick={onNewCourse}>
                <LuPlus /> New Course
              </Button>
              <Button variant="outline" onClick={() => onTab('courses')}>
                <LuPencil /> Edit Courses
              </Button>
              <Button variant="outline" onClick={() => onTab('profile')}>
                <LuUserPen /> Edit Profile
              </Button>
              <Button variant="outline" onClick={() => onTab('analytics')}>
                <LuChartBar /> View Analytics
              </Button>
            </Stack>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="md">
              Recent Activity
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack as="ul" gap="2" ps="4">
              {RECENT_ACTIVITY.map((a) => (
                <Text as="li" key={a} fontSize="sm" color="fg.muted">
                  {a}
                </Text>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      </Stack>
    </SimpleGrid>
  );
}
