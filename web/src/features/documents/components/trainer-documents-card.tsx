import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import {
  COMMISSION_INVOICE_MESSAGES,
  DOCUMENT_GROUP_LABELS,
  documentGroup,
  formatIstDate,
  formatPaise,
  istMonth,
  monthLabel,
  previousMonth,
} from '@skillsetu/domain';
import { useMemo, useState } from 'react';
import { NativeSelect } from '../../../components/ui/chakra/native-select';
import { RouterLink } from '../../../components/ui/router-link';
import { useOnce } from '../../../lib/firebase/use-once';
import { fetchMyDocuments, getCommissionInvoice, type ListedDocument } from '../api/fetch-documents';
import { DOCUMENT_MESSAGES } from '../messages';

/** The 12 ended IST months before this one, newest first ('YYYY-MM'). */
function endedMonths(now: Date): string[] {
  const out = [previousMonth(istMonth(now))];
  while (out.length < 12) out.push(previousMonth(out.at(-1) as string));
  return out;
}

function DocumentRows({ docs }: { docs: ListedDocument[] }) {
  if (docs.length === 0) return <Text color="fg.muted">{DOCUMENT_MESSAGES.none}</Text>;
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
      {docs.map((d) => (
        <HStack as="li" key={d.id} justify="space-between" wrap="wrap" gap="2" data-testid="trainer-document">
          <RouterLink to={`/documents/${d.id}`}>{d.number}</RouterLink>
          <Text fontSize="sm" color="fg.muted">
            {formatIstDate(d.issued_at)} · {formatPaise(d.total_paise)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

/**
 * The trainer's documents on the Earnings tab: plan invoices and monthly commission invoices (links
 * to /documents/:id), and "Get commission invoice" for an ended month, issued at once if the
 * monthly job has not yet (docs/decisions/211-monthly-commission-invoice.md).
 */
export function TrainerDocumentsCard({ uid }: { uid: string }) {
  const months = useMemo(() => endedMonths(new Date()), []);
  const [month, setMonth] = useState(months[0] as string);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const list = useOnce(uid, () => fetchMyDocuments(uid), 'Documents fetch');
  const docs = list.data ?? null;
  const get = () => {
    setBusy(true);
    setNote(null);
    getCommissionInvoice(month)
      .then(list.reload)
      .catch((err: unknown) => setNote((err as { message?: string }).message ?? DOCUMENT_MESSAGES.failed))
      .finally(() => setBusy(false));
  };
  const of = (g: 'plan' | 'commission') =>
    docs ? docs.filter((d) => documentGroup(d) === g && d.recipient.uid === uid) : [];
  return (
    <Stack as="section" gap="3" aria-label={DOCUMENT_MESSAGES.trainerTitle}>
      <Heading as="h3" size="md">
        {DOCUMENT_MESSAGES.trainerTitle}
      </Heading>
      {list.status === 'error' && <Text role="alert">{DOCUMENT_MESSAGES.failed}</Text>}
      {(['commission', 'plan'] as const).map((g) => (
        <Stack key={g} gap="1">
          <Heading as="h4" size="sm">
            {DOCUMENT_GROUP_LABELS[g]}
          </Heading>
          {docs === null && list.status !== 'error' ? <Text color="fg.muted">…</Text> : <DocumentRows docs={of(g)} />}
        </Stack>
      ))}
      <HStack gap="2" wrap="wrap">
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="Commission month" value={month} onChange={(e) => setMonth(e.target.value)}>
            {months.map((m) => (
              <option key={m} value={m}>
                {monthLabel(m)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="sm" variant="outline" onClick={get} loading={busy}>
          {COMMISSION_INVOICE_MESSAGES.get}
        </Button>
      </HStack>
      {note && <Text role="alert">{note}</Text>}
    </Stack>
  );
}
