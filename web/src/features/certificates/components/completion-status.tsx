import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { completionDecision } from '@skillsetu/domain';
import { Link } from 'react-router-dom';

/**
 * My Learning's completion line (ADR 205): 'Completed · View certificate' with the link, or, once
 * the batch was delivered below the threshold, why not ('attended 5 of 8 classes; 6 needed').
 * Nothing while classes are still to come.
 */
export function CompletionStatus(p: {
  certificateId: string | null;
  threshold: number | null;
  held: number;
  attended: number;
}) {
  if (p.certificateId) {
    return (
      <Text fontSize="sm" data-testid="completion-status">
        Completed ·{' '}
        <ChakraLink asChild colorPalette="blue">
          <Link to={`/certificates/${p.certificateId}`}>View certificate</Link>
        </ChakraLink>
      </Text>
    );
  }
  if (p.threshold === null) return null;
  const d = completionDecision({ held: p.held, attended: p.attended, threshold: p.threshold });
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="completion-status">
      No certificate: you {d.shortfall} ({p.threshold}% of the classes held).
    </Text>
  );
}
