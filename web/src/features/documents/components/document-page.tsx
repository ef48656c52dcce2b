import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { documentView, type DocumentRow } from '@skillsetu/domain';
import { useState } from 'react';
import { DataList } from '../../../components/ui/chakra/data-list';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { downloadDocumentPdf } from '../api/download-document-pdf';
import { useSession } from '../../auth';
import { useDocument } from '../api/use-document';
import { TaxDetailsCard } from './tax-details-card';
import { DOCUMENT_MESSAGES } from '../messages';

function Section({ title, rows }: { title: string; rows: DocumentRow[] }) {
  return (
    <Stack as="section" gap="2" aria-label={title}>
      <Heading as="h2" size="sm">
        {title}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm">
        {rows.map((r) => (
          <DataList.Item key={r.label}>
            <DataList.ItemLabel minW="36">{r.label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word" fontWeight={r.label === 'Total' ? 'semibold' : undefined}>
              {r.value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

/**
 * /documents/:id: one invoice, bill of supply or credit note (documentView's rows, the same as its
 * PDF) with Download PDF. docs/payments.md#invoices.
 */
export function DocumentPage({ id }: { id: string }) {
  const state = useDocument(id);
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (state.status === 'loading') return <PageSpinner />;
  if (state.status !== 'success') {
    return (
      <Container maxW="2xl" py="10">
        <Text role="alert">{state.status === 'missing' ? DOCUMENT_MESSAGES.missing : DOCUMENT_MESSAGES.failed}</Text>
      </Container>
    );
  }
  const view = documentView(state.document);
  const download = () => {
    setBusy(true);
    setFailed(false);
    downloadDocumentPdf(id)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  return (
    <Container maxW="2xl" py={{ base: '6', md: '10' }} data-testid="money-document">
      <Stack gap="6">
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="3">
          <Heading as="h1" size="lg">
            {view.title} {view.number}
          </Heading>
          <Button onClick={download} loading={busy} loadingText={DOCUMENT_MESSAGES.downloading} variant="outline">
            {DOCUMENT_MESSAGES.download}
          </Button>
        </Stack>
        {failed && <Text role="alert">{DOCUMENT_MESSAGES.downloadFailed}</Text>}
        <Section title="Document" rows={view.header} />
        <Section title={state.document.on_behalf_of_trainer ? 'Supplier (trainer)' : 'Supplier'} rows={view.supplier} />
        <Section title="Recipient" rows={view.recipient} />
        <Section title="Supply" rows={view.amounts} />
        {view.footer.map((line) => (
          <Text key={line} fontSize="sm" color="fg.muted">
            {line}
          </Text>
        ))}
        {session.user && <TaxDetailsCard uid={session.user.uid} isTrainer={session.isTrainer} />}
      </Stack>
    </Container>
  );
}
