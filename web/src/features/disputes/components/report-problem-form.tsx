import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { DISPUTE_REASONS, reportClassProblemSchema, type DisputeReason } from '@skillsetu/domain';
import { useState } from 'react';
import { NativeSelect } from '../../../components/ui/chakra/native-select';
import { Textarea } from '../../../components/ui/chakra/textarea';
import { notify } from '../../../components/ui/notify';
import { reportClassProblem } from '../api/use-my-disputes';

const REASONS = Object.entries(DISPUTE_REASONS) as [DisputeReason, string][];

/** The report form for class `n`: a reason and a note (10–1,000 characters), sent to reportClassProblem. */
export function ReportProblemForm({ batchId, n, onDone }: { batchId: string; n: number; onDone: () => void }) {
  const [reason, setReason] = useState<DisputeReason>('class_did_not_happen');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async () => {
    const parsed = reportClassProblemSchema.safeParse({ batchId, n, reason, note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the form.');
      return;
    }
    setSending(true);
    setError(null);
    try {
      await reportClassProblem(parsed.data);
      notify({ title: 'Problem reported', description: 'We aim to resolve it within 5 business days.' }, 'success');
      onDone();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap="2" data-testid="report-problem-form">
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label="What went wrong"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value as DisputeReason)}
        >
          {REASONS.map(([id, label]) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
      <Textarea
        size="sm"
        value={note}
        maxLength={1000}
        onChange={(e) => setNote(e.target.value)}
        aria-label="What happened"
        placeholder="What happened? (at least 10 characters)"
      />
      {error && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {error}
        </Text>
      )}
      <HStack gap="2">
        <Button size="sm" colorPalette="red" onClick={() => void send()} loading={sending}>
          Send report
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone} disabled={sending}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
