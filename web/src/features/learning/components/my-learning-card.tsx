import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Card } from '../../../components/ui/chakra/card';
import { Link } from 'react-router-dom';
import { useMyEnrollments } from '../api/use-my-enrollments';

/** /profile's My Learning card: how many courses the user is enrolled in, and the link. Inside `<WithFirebase>`. */
export function MyLearningCard({ uid }: { uid: string }) {
  const { status, items } = useMyEnrollments(uid);
  const text =
    status === 'loading'
      ? 'Loading your courses…'
      : items.length === 0
        ? 'You have not enrolled in any course yet.'
        : `You are enrolled in ${items.length} ${items.length === 1 ? 'course' : 'courses'}.`;
  return (
    <Card.Root data-testid="my-learning-card">
      <Card.Header>
        <Heading as="h2" size="lg">
          My Learning
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3" align="flex-start">
          <Text color="fg.muted">{text}</Text>
          <Button asChild colorPalette="blue">
            <Link to={items.length === 0 && status === 'success' ? '/find-trainers' : '/my-learning'}>
              {items.length === 0 && status === 'success' ? 'Find Trainers' : 'Go to My Learning'}
            </Link>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
