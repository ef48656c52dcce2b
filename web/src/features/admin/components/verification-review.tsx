import { Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import {
  describeIdentityChange,
  ID_DOCUMENT_LABELS,
  REJECT_REASON_REQUIRED,
  VERIFICATION_CHECKS,
  type VerificationCheck,
  type VerificationRequest,
} from '@skillsetu/domain';
import { useState } from 'react';
import { Card } from '../../../components/ui/chakra/card';
import { DataList } from '../../../components/ui/chakra/data-list';
import { Field } from '../../../components/ui/chakra/field';
import { Textarea } from '../../../components/ui/chakra/textarea';
import { notify } from '../../../components/ui/notify';
import { decideVerification } from '../api/admin-callables';
import { formatIstDateTime } from '../api/admin-converters';

const CHECK_LABELS: Record<VerificationCheck, string> = {
  identity: 'Identity checked',
  qualification: 'Qualification checked',
  experience: 'Experience checked',
};

/**
 * One verification request: what the trainer claimed, the checks the admin ticks, Approve (needs a
 * check) or Reject (needs a reason the trainer will read). Decided requests are shown read-only.
 */
export function VerificationReview({ request, onDone }: { request: VerificationRequest; onDone: () => void }) {
  const [checks, setChecks] = useState<VerificationCheck[]>([]);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const pending = request.status === 'pending';

  const toggle = (c: VerificationCheck, on: boolean) =>
    setChecks((cs) => (on ? [...cs.filter((x) => x !== c), c] : cs.filter((x) => x !== c)));

  const submit = async (decision: 'approve' | 'reject') => {
    if (decision === 'reject' && !reason.trim()) {
      setReasonError(REJECT_REASON_REQUIRED);
      return;
    }
    setBusy(decision);
    try {
      await decideVerification(
        decision === 'approve'
          ? { uid: request.uid, decision, checks }
          : { uid: request.uid, decision, checks: [], reason: reason.trim() },
      );
      notify(
        { title: decision === 'approve' ? 'Trainer verified' : 'Request rejected', description: request.full_name },
        'success',
      );
      onDone();
    } catch (err) {
      notify({ title: 'Could not save the decision', description: (err as Error).message }, 'error');
    } finally {
      setBusy(null);
    }
  };

  const rows: [string, string][] = [
    ['Identity document', `${ID_DOCUMENT_LABELS[request.id_type] ?? request.id_type} ending ${request.id_last4}`],
    ['Qualifications', request.qualifications],
    ['Experience', request.experience],
    ['Submitted', formatIstDateTime(request.submitted_at)],
  ];
  // A verified trainer who changed name or specialization (docs/decisions/142-verification-follows-identity.md): old → new.
  if (request.identity_change) rows.unshift(['Identity changed', describeIdentityChange(request.identity_change)]);
  if (!pending) {
    rows.push(['Decided', formatIstDateTime(request.decided_at)]);
    if (request.reason) rows.push(['Reason', request.reason]);
    if (request.checks.length) rows.push(['Checks', request.checks.join(', ')]);
  }
  return (
    <Card.Root data-testid="verification-review">
      <Card.Header>
        <Heading as="h2" size="md">
          {request.full_name || request.uid}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <DataList.Root orientation="horizontal">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue whiteSpace="pre-wrap">{value || '—'}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <Stack gap="1">
            <Text fontWeight="semibold">Evidence</Text>
            {request.evidence_links.length === 0 && <Text color="fg.muted">No links given.</Text>}
            {request.evidence_links
              .filter((l) => l.startsWith('https://'))
              .map((l) => (
                <Link
                  key={l}
                  href={l}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  colorPalette="blue"
                  wordBreak="break-all"
                >
                  {l}
                </Link>
              ))}
          </Stack>
          {pending && (
            <>
              <Stack gap="2" role="group" aria-label="Checks done">
                <Text fontWeight="semibold">Checks done</Text>
                {VERIFICATION_CHECKS.map((c) => (
                  <HStack as="label" key={c} gap="2" cursor="pointer">
                    <input
                      type="checkbox"
                      checked={checks.includes(c)}
                      onChange={(e) => toggle(c, e.currentTarget.checked)}
                    />
                    <Text>{CHECK_LABELS[c]}</Text>
                  </HStack>
                ))}
              </Stack>
              <Field.Root invalid={reasonError !== null}>
                <Field.Label>Reason (sent to the trainer when you reject)</Field.Label>
                <Textarea
                  value={reason}
                  maxLength={1000}
                  onChange={(e) => {
                    setReason(e.currentTarget.value);
                    setReasonError(null);
                  }}
                />
                <Field.ErrorText>{reasonError}</Field.ErrorText>
              </Field.Root>
              <HStack gap="3" wrap="wrap">
                <Button
                  colorPalette="green"
                  disabled={checks.length === 0 || busy !== null}
                  loading={busy === 'approve'}
                  onClick={() => void submit('approve')}
                >
                  Approve
                </Button>
                <Button
                  colorPalette="red"
                  variant="outline"
                  disabled={busy !== null}
                  loading={busy === 'reject'}
                  onClick={() => void submit('reject')}
                >
                  Reject
                </Button>
              </HStack>
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
