import { Box, Button, Float, IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The red count badge of a navbar button ('99+' text given by the caller); nothing when empty. */
function CountBadge({ text, testId }: { text: string | null; testId: string }) {
  if (!text) return null;
  return (
    <Box
      as="span"
      data-testid={testId}
      bg="red.solid"
      color="white"
      fontSize="2xs"
      fontWeight="bold"
      borderRadius="full"
      px="1.5"
      minW="5"
      textAlign="center"
      lineHeight="1.25rem"
    >
      {text}
    </Box>
  );
}

/**
 * A navbar entry with an unread badge (the notification bell, Messages): an icon button in the
 * bar ('bar') or a full-width outline button with the icon and `text` in the side menu ('menu').
 * `to` makes it a link; otherwise `onClick` runs. `badge` is the badge's text (null: none).
 */
export function NavCountButton({
  icon,
  text,
  label,
  badge,
  badgeTestId,
  placement,
  to,
  onClick,
  children,
}: {
  icon: ReactNode;
  text: string;
  /** Accessible name, e.g. 'Messages (3 unread)'. */
  label: string;
  badge: string | null;
  badgeTestId: string;
  placement: 'bar' | 'menu';
  to?: string;
  onClick?: () => void;
  /** Rendered beside the bar's button (e.g. an invisible effect). */
  children?: ReactNode;
}) {
  const count = <CountBadge text={badge} testId={badgeTestId} />;
  if (placement === 'menu') {
    const inner = (
      <>
        <Box as="span" display="inline-flex" alignItems="center" gap="2">
          {icon} {text}
        </Box>
        {count}
      </>
    );
    return to ? (
      <Button asChild variant="outline" width="full" justifyContent="space-between" onClick={onClick}>
        <Link to={to} aria-label={label}>
          {inner}
        </Link>
      </Button>
    ) : (
      <Button variant="outline" width="full" justifyContent="space-between" aria-label={label} onClick={onClick}>
        {inner}
      </Button>
    );
  }
  return (
    <Box position="relative" display="inline-flex">
      {children}
      {to ? (
        <IconButton asChild aria-label={label} variant="ghost" size="sm">
          <Link to={to}>{icon}</Link>
        </IconButton>
      ) : (
        <IconButton aria-label={label} variant="ghost" size="sm" onClick={onClick}>
          {icon}
        </IconButton>
      )}
      {badge && (
        <Float placement="top-end" offset="1">
          {count}
        </Float>
      )}
    </Box>
  );
}
