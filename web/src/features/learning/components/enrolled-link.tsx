import { Badge, Button, HStack } from '@chakra-ui/react';
import { REVIEW_MESSAGES } from '@skillsetu/domain';
import { LuCheck } from 'react-icons/lu';
import { Link } from 'react-router-dom';

/** Shown instead of Enroll Now to a learner already enrolled: 'Enrolled' and a link to My Learning. */
export function EnrolledLink({ size = 'sm' }: { size?: 'sm' | 'md' | 'lg' }) {
  return (
    <HStack gap="2" data-testid="enrolled-state">
      <Badge colorPalette="green" size="lg">
        <LuCheck aria-hidden="true" />
        {REVIEW_MESSAGES.enrolled}
      </Badge>
      <Button asChild size={size} variant="outline" colorPalette="blue">
        <Link to="/my-learning">Go to My Learning</Link>
      </Button>
    </HStack>
  );
}
