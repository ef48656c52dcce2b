import { Text } from '@chakra-ui/react';

/** A read-only rating as stars ('★★★★☆'), announced as 'N out of 5 stars'. */
export function Stars({ rating, size = 'md' }: { rating: number; size?: 'sm' | 'md' | 'lg' }) {
  const whole = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <Text as="span" color="orange.400" fontSize={size} aria-label={`${rating} out of 5 stars`} role="img">
      {'★'.repeat(whole)}
      <Text as="span" color="gray.300">
        {'★'.repeat(5 - whole)}
      </Text>
    </Text>
  );
}
