import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatRupees, ledgerCsv, paiseToRupees, type LedgerFilter } from '@skillsetu/domain';
import { useState } from 'react';
import { Input } from '../../../components/ui/chakra/input';
import { NativeSelect } from '../../../components/ui/chakra/native-select';
import { Stat } from '../../../components/ui/chakra/stat';
import { fetchLedger } from '../api/admin-callables';
import { useOnce } from '../../../lib/firebase/use-once';
import { LedgerTable } from './ledger-table';
import { QueryState } from './query-state';
import { ReconciliationPanel } from './reconciliation-panel';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** Saves text as a file in the browser (the ledger's CSV export). */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * /admin/payments: the ledger of every order (filters: status, purpose, created date range in IST),
 * totals for the filter, CSV export, and the reconciliation panel.
 */
export function PaymentsPanel() {
  const [filter, setFilter] = useState<LedgerFilter>({});
  const ledger = useOnce(`ledger:${JSON.stringify(filter)}`, () => fetchLedger(filter), 'Ledger');
  const set = (key: keyof LedgerFilter, value: string) =>
    setFilter((f) => {
      const next: Record<string, string> = { ...f };
      if (value) next[key] = value;
      else delete next[key];
      return next as LedgerFilter;
    });
  const data = ledger.data;
  return (
    <Stack gap="6">
      <HStack gap="3" wrap="wrap" align="flex-end">
        <NativeSelect.Root size="sm" width="36">
          <NativeSelect.Field
            aria-label="Status"
            value={filter.status ?? ''}
            onChange={(e) => set('status', e.currentTarget.value)}
          >
            <option value="">Any status</option>
            <option value="paid">Paid</option>
            <option value="created">Created (unpaid)</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="40">
          <NativeSelect.Field
            aria-label="Purpose"
            value={filter.purpose ?? ''}
            onChange={(e) => set('purpose', e.currentTarget.value)}
          >
            <option value="">Any purpose</option>
            <option value="enrollment">Course enrolments</option>
            <option value="subscription">Plans</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <label>
          <Text fontSize="xs" color="fg.muted">
            From
          </Text>
          <Input size="sm" type="date" value={filter.from ?? ''} onChange={(e) => set('from', e.currentTarget.value)} />
        </label>
        <label>
          <Text fontSize="xs" color="fg.muted">
            To
          </Text>
          <Input size="sm" type="date" value={filter.to ?? ''} onChange={(e) => set('to', e.currentTarget.value)} />
        </label>
        <Button size="sm" variant="outline" onClick={ledger.reload}>
          Refresh
        </Button>
        <Button
          size="sm"
          colorPalette="blue"
          disabled={!data || data.rows.length === 0}
          onClick={() =>
            data && download(`skillsetu-ledger-${new Date().toISOString().slice(0, 10)}.csv`, ledgerCsv(data.rows))
          }
        >
          Export CSV
        </Button>
      </HStack>
      <QueryState status={data ? 'success' : ledger.status} empty={false} emptyText="" onRetry={ledger.reload} />
      {data && (
        <>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {(
              [
                ['Orders', String(data.totals.count), 'total-count'],
                ['Amount', rupees(data.totals.amount), 'total-amount'],
                ['Paid', `${data.totals.paid_count} · ${rupees(data.totals.paid_amount)}`, 'total-paid'],
                ['Refunded', rupees(data.totals.refunded), 'total-refunded'],
              ] as const
            ).map(([label, value, id]) => (
              <Stat.Root key={label} borderWidth="1px" borderRadius="md" p="3">
                <Stat.Label>{label}</Stat.Label>
                <Stat.ValueText fontSize="lg" data-testid={id}>
                  {value}
                </Stat.ValueText>
              </Stat.Root>
            ))}
          </SimpleGrid>
          {data.truncated && (
            <Text color="fg.warning">More orders match than one page shows: narrow the dates to see them all.</Text>
          )}
          <LedgerTable rows={data.rows} />
        </>
      )}
      <ReconciliationPanel />
    </Stack>
  );
}
