import { Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { revokeCertificate } from '../api/revoke-certificate';

/**
 * Shown to admins on a valid certificate's page (ADR 207): the reason and **Revoke certificate**;
 * after it the page reloads the certificate (`onRevoked`) and shows it revoked.
 */
export function RevokeCertificateForm({ certificateId, onRevoked }: { certificateId: string; onRevoked: () => void }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    setBusy(true);
    setError(null);
    revokeCertificate({ certificateId, reason })
      .then(onRevoked)
      .catch((e: unknown) => setError(e instanceof Error ? e.message : 'Please try again.'))
      .finally(() => setBusy(false));
  };
  return (
    <Stack gap="2" borderTopWidth="1px" pt="4" data-testid="revoke-certificate">
      <Text fontWeight="semibold">Admin: revoke this certificate</Text>
      <HStack gap="2" align="start">
        {/* A native input: Chakra's Input would split the field anatomy into a chunk every public page loads. */}
        <chakra.input
          flex="1"
          borderWidth="1px"
          rounded="md"
          px="3"
          h="10"
          aria-label="Reason for revoking"
          placeholder="Why is it revoked?"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
        />
        <Button colorPalette="red" onClick={submit} loading={busy} disabled={reason.trim().length < 5}>
          Revoke certificate
        </Button>
      </HStack>
      {error && <Text role="alert">{error}</Text>}
    </Stack>
  );
}
