import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  debitOfLine,
  formatWholeRupees,
  istMonth,
  monthLabel,
  previousMonth,
  statementCsv,
  statementTotals,
  withholdingSummary,
} from '@skillsetu/domain';
import { useMemo, useState } from 'react';
import { NativeSelect } from '../../../components/ui/chakra/native-select';
import type { DebitsState } from '../api/use-debits';
import { useStatement } from '../api/use-statement';
import { downloadCsv } from '../../../lib/download-csv';
import { PAYOUT_MESSAGES } from '../messages';
import { StatementLineItem } from './statement-line-item';

/** The last 12 IST months, newest first ('YYYY-MM'). */
function recentMonths(now: Date): string[] {
  const out = [istMonth(now)];
  while (out.length < 12) out.push(previousMonth(out.at(-1) as string));
  return out;
}

/**
 * One month's statement: month selector, totals (with the month's TDS and TCS withheld and what was
 * paid out, docs/decisions/210-withholdings-on-payouts.md), lines, CSV export (exact paise on screen
 * and in the CSV, with the month's debit recoveries from `debits`).
 */
export function StatementSection({ uid, debits: debitsState }: { uid: string; debits: DebitsState }) {
  const debits = debitsState.status === 'success' ? debitsState.debits : [];
  const months = useMemo(() => recentMonths(new Date()), []);
  const [month, setMonth] = useState(months[0] as string);
  const state = useStatement(uid, month);
  const lines = state.status === 'success' ? state.lines : [];
  const totals = statementTotals(lines);
  const held = withholdingSummary(lines);
  const tcsSplit = (
    [
      ['CGST', held.cgstPaise],
      ['SGST', held.sgstPaise],
      ['IGST', held.igstPaise],
    ] as const
  )
    .filter(([, p]) => p !== 0)
    .map(([name, p]) => `${name} ${formatWholeRupees(p)}`)
    .join(' · ');
  const cells: [string, string][] = [
    ['Gross sales', formatWholeRupees(totals.grossPaise)],
    ['Refunds', formatWholeRupees(totals.refundsPaise)],
    ['Platform commission', formatWholeRupees(totals.commissionPaise)],
    ['GST on commission (18%)', formatWholeRupees(totals.gstPaise)],
    ['Net earnings', formatWholeRupees(totals.netPaise)],
    [PAYOUT_MESSAGES.tdsLabel, formatWholeRupees(totals.tdsPaise)],
    [PAYOUT_MESSAGES.tcsLabel, formatWholeRupees(totals.tcsPaise)],
    [PAYOUT_MESSAGES.payoutLabel, formatWholeRupees(totals.payoutPaise)],
  ];

  return (
    <Stack as="section" gap="4" aria-label={PAYOUT_MESSAGES.statementTitle}>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h3" size="md">
          {PAYOUT_MESSAGES.statementTitle}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field aria-label="Statement month" value={month} onChange={(e) => setMonth(e.target.value)}>
              {months.map((m) => (
                <option key={m} value={m}>
                  {monthLabel(m)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button
            size="sm"
            variant="outline"
            disabled={lines.length === 0}
            onClick={() => downloadCsv(`skillsetu-statement-${month}.csv`, statementCsv(lines, { debits, month }))}
          >
            {PAYOUT_MESSAGES.downloadCsv}
          </Button>
        </HStack>
      </HStack>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {cells.map(([label, value]) => (
          <Box key={label} borderWidth="1px" borderRadius="md" p="3">
            <Text fontSize="xs" color="fg.muted">
              {label}
            </Text>
            <Text fontWeight="semibold" data-testid={`statement-${label}`}>
              {state.status === 'success' ? value : '—'}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      {state.status === 'success' && held.tcsPaise !== 0 && (
        <Text fontSize="sm" color="fg.muted" data-testid="tcs-split">
          TCS: {tcsSplit}
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        {PAYOUT_MESSAGES.withholdingNote}
      </Text>
      {state.status === 'loading' && <Text color="fg.muted">{PAYOUT_MESSAGES.statementLoading}</Text>}
      {state.status === 'error' && (
        <Text role="alert" color="red.600">
          {PAYOUT_MESSAGES.statementError}
        </Text>
      )}
      {state.status === 'success' && lines.length === 0 && (
        <Text color="fg.muted">{PAYOUT_MESSAGES.statementEmpty}</Text>
      )}
      {lines.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {lines.map((l) => (
            <StatementLineItem
              key={`${l.kind}-${l.order_id}-${l.occurred_at.getTime()}`}
              line={l}
              debit={debitOfLine(l, debits)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
