import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import {
  DOCUMENT_GROUP_LABELS,
  documentGroup,
  filterDocuments,
  formatIstDate,
  formatPaise,
  gstr1Csv,
  gstr1Section,
  istMonth,
  monthLabel,
  type DocumentFilter,
  type DocumentGroup,
} from '@skillsetu/domain';
import { useMemo, useState } from 'react';
import { Input } from '../../../components/ui/chakra/input';
import { NativeSelect } from '../../../components/ui/chakra/native-select';
import { Table } from '../../../components/ui/chakra/table';
import { RouterLink } from '../../../components/ui/router-link';
import { downloadCsv } from '../../../lib/download-csv';
import { useOnce } from '../../../lib/firebase/use-once';
import { fetchAllDocuments } from '../api/fetch-documents';
import { DOCUMENT_MESSAGES } from '../messages';

const ANY: DocumentFilter = { group: '', month: '', party: '', buyer: '' };

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * /admin/documents: every invoice, bill of supply and credit note (newest 1,000), filtered by type,
 * IST month, party (name, uid or GSTIN) and B2B / B2C, with the filtered list exported as CSV the
 * way GSTR-1 reports it (gstr1Csv, the one CSV writer). docs/admin.md.
 */
export function AdminDocumentsPanel() {
  const list = useOnce('all', fetchAllDocuments, 'Documents fetch');
  const [filter, setFilter] = useState<DocumentFilter>(ANY);
  const all = useMemo(() => list.data ?? [], [list.data]);
  const shown = useMemo(() => filterDocuments(all, filter), [all, filter]);
  const months = [...new Set(all.map((d) => istMonth(d.issued_at)))];
  const set = (patch: Partial<DocumentFilter>) => setFilter((f) => ({ ...f, ...patch }));
  const groups = Object.entries(DOCUMENT_GROUP_LABELS) as [DocumentGroup, string][];
  return (
    <Stack gap="4" aria-label={DOCUMENT_MESSAGES.adminTitle} as="section">
      <HStack gap="2" wrap="wrap">
        <Select
          label="Type"
          value={filter.group}
          onChange={(v) => set({ group: v as DocumentGroup | '' })}
          options={[['', 'All types'], ...groups]}
        />
        <Select
          label="Month"
          value={filter.month}
          onChange={(v) => set({ month: v })}
          options={[['', 'All months'], ...months.map((m) => [m, monthLabel(m)] as const)]}
        />
        <Select
          label="Buyer"
          value={filter.buyer}
          onChange={(v) => set({ buyer: v as DocumentFilter['buyer'] })}
          options={[
            ['', 'B2B and B2C'],
            ['b2b', 'B2B (with GSTIN)'],
            ['b2c', 'B2C'],
          ]}
        />
        <Input
          size="sm"
          width="auto"
          aria-label="Trainer or learner"
          placeholder="Trainer or learner: name, uid, GSTIN"
          value={filter.party}
          onChange={(e) => set({ party: e.target.value })}
        />
        <Button
          size="sm"
          variant="outline"
          disabled={shown.length === 0}
          onClick={() => downloadCsv(`skillsetu-gstr1-${filter.month || 'all'}.csv`, gstr1Csv(shown))}
        >
          {DOCUMENT_MESSAGES.gstr1}
        </Button>
      </HStack>
      {list.status === 'error' && <Text role="alert">{DOCUMENT_MESSAGES.failed}</Text>}
      {list.status === 'loading' && <Text color="fg.muted">…</Text>}
      <Text fontSize="sm" color="fg.muted" data-testid="documents-count">
        {shown.length} of {all.length} documents
      </Text>
      <Table.ScrollArea>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              {['Number', 'Type', 'GSTR-1', 'Date (IST)', 'Supplier', 'Recipient', 'Total'].map((h) => (
                <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((d) => (
              <Table.Row key={d.id} data-testid="admin-document">
                <Table.Cell>
                  <RouterLink to={`/documents/${d.id}`}>{d.number}</RouterLink>
                </Table.Cell>
                <Table.Cell>{DOCUMENT_GROUP_LABELS[documentGroup(d)]}</Table.Cell>
                <Table.Cell>{gstr1Section(d)}</Table.Cell>
                <Table.Cell>{formatIstDate(d.issued_at)}</Table.Cell>
                <Table.Cell>{d.supplier.name}</Table.Cell>
                <Table.Cell>
                  {d.recipient.name}
                  {d.recipient.gstin ? ` · ${d.recipient.gstin}` : ''}
                </Table.Cell>
                <Table.Cell>{formatPaise(d.total_paise)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
