import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import {
  DISPUTE_OUTCOMES,
  DISPUTE_REASONS,
  disputeDueText,
  formatIstDate,
  type DisputeOutcome,
} from '@skillsetu/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { notify } from '../../../components/ui/notify';
import { formatIstDateTime } from '../api/admin-converters';
import { resolveDispute, useClassRecord, type ClassRecord, type DisputeRow } from '../api/use-disputes';

const OUTCOMES = Object.entries(DISPUTE_OUTCOMES) as [DisputeOutcome, (typeof DISPUTE_OUTCOMES)[DisputeOutcome]][];

/** What the class's record says, in plain words. */
function recordText(r: ClassRecord | undefined): string {
  if (!r) return 'Loading the class record…';
  const cls =
    r.status === 'held' ? 'Marked held by the trainer' : r.status === 'cancelled' ? 'Cancelled' : 'Not marked held';
  const who =
    r.present === null ? 'no attendance record' : r.present ? 'learner marked present' : 'learner marked absent';
  return `${cls} · ${who}`;
}

/**
 * One open dispute: the reason, the class's attendance record, the dispute's messages, a link to the
 * learner's conversation with the trainer (readable by admins once disputed), and one button per
 * outcome of the refund policy (100 / 50 / 0 % of the class's share refunded; ADR 202). Resolving
 * refunds through the Refunds API, audits it and notifies both sides.
 */
export function DisputeView({ dispute: d, onResolved }: { dispute: DisputeRow; onResolved: () => void }) {
  const record = useClassRecord(d);
  const [busy, setBusy] = useState<DisputeOutcome | null>(null);
  const resolve = async (outcome: DisputeOutcome) => {
    setBusy(outcome);
    try {
      await resolveDispute({ disputeId: d.id, outcome });
      notify(
        { title: 'Dispute resolved', description: `${DISPUTE_OUTCOMES[outcome].label}: both sides were told.` },
        'success',
      );
      onResolved();
    } catch (err) {
      notify({ title: 'Could not resolve the dispute', description: (err as Error).message }, 'error');
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="4" data-testid="dispute-view">
      <Stack gap="1">
        <Heading as="h3" size="md">
          {DISPUTE_REASONS[d.reason]} · class {d.n} of {d.course_title ?? 'the course'}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Reported {formatIstDateTime(d.created_at)} · class of{' '}
          {d.session_starts_at ? formatIstDate(d.session_starts_at) : 'an unknown date'} ·{' '}
          {disputeDueText(d, new Date())}
        </Text>
        <Text fontSize="sm" data-testid="dispute-record">
          {recordText(record)}
        </Text>
      </Stack>
      <Link to={`/messages?c=${encodeURIComponent(`${d.learner_id}_${d.trainer_id}`)}`}>
        <Text fontSize="sm" textDecoration="underline" data-testid="dispute-conversation-link">
          Read their conversation
        </Text>
      </Link>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Messages">
        {d.messages.map((m, i) => (
          <Box as="li" key={i} borderWidth="1px" borderRadius="md" p="2">
            <Text fontSize="xs" color="fg.muted">
              {m.from === 'learner' ? 'Learner' : m.from === 'trainer' ? 'Trainer' : 'SkillSetu'} ·{' '}
              {formatIstDateTime(m.at)}
            </Text>
            <Text whiteSpace="pre-wrap">{m.text}</Text>
          </Box>
        ))}
      </Stack>
      <HStack gap="2" wrap="wrap">
        {OUTCOMES.map(([id, o]) => (
          <Button
            key={id}
            size="sm"
            variant="outline"
            loading={busy === id}
            disabled={busy !== null && busy !== id}
            onClick={() => void resolve(id)}
          >
            {o.label}: refund {o.refundPercent} %
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}
