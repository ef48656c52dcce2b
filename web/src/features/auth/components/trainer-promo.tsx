import { Button, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

/** The trainer sign-up promo with its button to /become-trainer (docs/product.md#accounts-and-roles). */
export function TrainerPromo() {
  return (
    <Stack gap="3" textAlign="center" p="4" borderWidth="1px" borderRadius="md" bg="blue.subtle">
      <Text fontWeight="semibold">Start Training for FREE!</Text>
      <Text fontSize="sm" color="fg.muted">
        Share your skills with learners across India. Pick a plan, set up your trainer profile and publish your first
        course.
      </Text>
      <Button asChild colorPalette="blue">
        <Link to="/become-trainer">Start Training / Coaching Now</Link>
      </Button>
    </Stack>
  );
}
