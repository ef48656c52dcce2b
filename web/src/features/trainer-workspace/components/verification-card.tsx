import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatIstDate, verificationSummary, type VerificationRequestInput } from '@skillsetu/domain';
import { useState } from 'react';
import { Card } from '../../../components/ui/chakra/card';
import { notify } from '../../../components/ui/notify';
import { submitVerificationRequest, useVerificationRequest } from '../api/verification-request';
import { VerificationRequestForm } from './verification-request-form';

/**
 * The trainer's verification card (overview and settings tabs, docs/architecture.md#decision-9): not requested → a
 * request form; pending → waiting (editable); verified → what was checked and when; rejected →
 * the admin's reason and a resubmit form.
 */
export function VerificationCard({ uid, fullName, verified }: { uid: string; fullName: string; verified: boolean }) {
  const { status, request } = useVerificationRequest(uid);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (input: VerificationRequestInput) => {
    setBusy(true);
    try {
      await submitVerificationRequest(uid, fullName, input, request?.identity_change ?? null);
      notify({ title: 'Verification requested', description: 'An admin will review your request.' }, 'success');
      setEditing(false);
    } catch (err) {
      notify({ title: 'Could not send your request', description: (err as Error).message }, 'error');
    } finally {
      setBusy(false);
    }
  };

  const state = request?.status ?? (verified ? 'verified' : 'none');
  const badge = {
    none: ['Not requested', 'gray'],
    pending: ['Pending', 'orange'],
    verified: ['Verified', 'green'],
    rejected: ['Rejected', 'red'],
  }[state];
  const form = (
    <VerificationRequestForm
      initial={request}
      busy={busy}
      onSubmit={(i) => void submit(i)}
      onCancel={request ? () => setEditing(false) : undefined}
    />
  );
  return (
    <Card.Root data-testid="verification-card" my="4">
      <Card.Header>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="md">
            Verification
          </Heading>
          <Badge colorPalette={badge[1]} data-testid="verification-state">
            {badge[0]}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        {status === 'loading' && <Text color="fg.muted">Loading...</Text>}
        {status === 'error' && <Text color="fg.error">Could not load your verification status.</Text>}
        {status !== 'loading' && status !== 'error' && (
          <Stack gap="4">
            {state === 'none' && !editing && (
              <>
                <Text color="fg.muted">
                  Verified trainers show a &lsquo;Verified&rsquo; badge with what we checked. Tell us your identity
                  document (only its last 4 characters), qualifications and experience.
                </Text>
                <Button alignSelf="flex-start" colorPalette="blue" onClick={() => setEditing(true)}>
                  Request verification
                </Button>
              </>
            )}
            {state === 'none' && editing && form}
            {state === 'pending' && !editing && (
              <>
                <Text>Submitted on {formatIstDate(request!.submitted_at)}. An admin will review it soon.</Text>
                <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => setEditing(true)}>
                  Edit request
                </Button>
              </>
            )}
            {state === 'verified' && (
              <Text data-testid="verification-summary">
                {request?.decided_at
                  ? verificationSummary(request.checks, request.decided_at)
                  : 'Your profile is verified.'}
              </Text>
            )}
            {state === 'rejected' && !editing && (
              <>
                <Text>Not approved: {request?.reason}</Text>
                <Button alignSelf="flex-start" size="sm" colorPalette="blue" onClick={() => setEditing(true)}>
                  Update and resubmit
                </Button>
              </>
            )}
            {(state === 'pending' || state === 'rejected') && editing && form}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
