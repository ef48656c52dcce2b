import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { disputeStateText, formatIstDate, reportableClasses } from '@skillsetu/domain';
import { useState } from 'react';
import { useBatchClasses } from '../../sessions';
import { useMyDisputes } from '../api/use-my-disputes';
import { ReportProblemForm } from './report-problem-form';

/**
 * My Learning, under Next class: each class of the batch that began and ended at most 72 h ago
 * with **Report a problem**, and every class the learner reported with its state ("Reported ·
 * resolution due by …", then the outcome and refund). docs/sessions.md#report-a-problem. Inside <WithFirebase>.
 */
export function ClassProblems({ uid, batchId, enrollmentId }: { uid: string; batchId: string; enrollmentId: string }) {
  const { status, sessions } = useBatchClasses(batchId);
  const disputes = useMyDisputes(uid, enrollmentId);
  const [openN, setOpenN] = useState<number | null>(null);
  if (status !== 'success' || !disputes) return null;
  const recent = reportableClasses(sessions, new Date()).filter((s) => !disputes.has(s.n));
  if (recent.length === 0 && disputes.size === 0) return null;
  return (
    <Stack gap="2" fontSize="sm" data-testid="class-problems">
      {[...disputes.values()].map((d) => (
        <Text key={d.n} data-testid="class-dispute">
          Class {d.n}: {disputeStateText(d)}
        </Text>
      ))}
      {recent.map((s) => (
        <Box key={s.n}>
          <HStack gap="3" wrap="wrap">
            <Text color="fg.muted">
              Class {s.n} · {formatIstDate(s.starts_at)}
            </Text>
            {openN !== s.n && (
              <Button size="xs" variant="outline" onClick={() => setOpenN(s.n)}>
                Report a problem
              </Button>
            )}
          </HStack>
          {openN === s.n && <ReportProblemForm batchId={batchId} n={s.n} onDone={() => setOpenN(null)} />}
        </Box>
      ))}
    </Stack>
  );
}
