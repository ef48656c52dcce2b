import { Text } from '@chakra-ui/react';
import { verificationSummary, type TrainerCard } from '@skillsetu/domain';

/**
 * What was checked and when, under a verified trainer's name (docs/architecture.md#decision-9): 'Identity and
 * qualification checked on 12 Nov 2026'. Nothing for trainers verified before the workflow existed.
 */
export function VerificationDetail({
  trainer,
}: {
  trainer: Pick<TrainerCard, 'verified' | 'verified_at' | 'verification_checks'>;
}) {
  if (!trainer.verified || !trainer.verified_at) return null;
  return (
    <Text fontSize="sm" color="fg.success" data-testid="verification-detail">
      {verificationSummary(trainer.verification_checks ?? [], new Date(trainer.verified_at))}
    </Text>
  );
}
