import { Button, HStack } from '@chakra-ui/react';

/**
 * Whole-star rating input 1..5 as a radio group (arrow keys move, Space/Enter choose); value 0 = none.
 * Each star button is labelled 'N stars' for screen readers and tests.
 */
export function StarRatingInput({
  value,
  onChange,
  invalid,
}: {
  value: number;
  onChange: (rating: number) => void;
  invalid?: boolean;
}) {
  const focusable = value >= 1 ? value : 1;
  return (
    <HStack role="radiogroup" aria-label="Rating" aria-invalid={invalid || undefined} gap="0">
      {[1, 2, 3, 4, 5].map((star) => (
        <Button
          key={star}
          role="radio"
          aria-checked={value === star}
          aria-label={`${star} ${star === 1 ? 'star' : 'stars'}`}
          tabIndex={star === focusable ? 0 : -1}
          variant="ghost"
          size="sm"
          px="1"
          fontSize="2xl"
          color={star <= value ? 'orange.400' : 'gray.300'}
          onClick={() => onChange(star)}
          onKeyDown={(e) => {
            const next =
              e.key === 'ArrowRight' || e.key === 'ArrowUp'
                ? star + 1
                : e.key === 'ArrowLeft' || e.key === 'ArrowDown'
                  ? star - 1
                  : 0;
            if (next >= 1 && next <= 5) {
              e.preventDefault();
              onChange(next);
              const sibling = e.currentTarget.parentElement?.children[next - 1];
              if (sibling instanceof HTMLElement) sibling.focus();
            }
          }}
        >
          ★
        </Button>
      ))}
    </HStack>
  );
}
