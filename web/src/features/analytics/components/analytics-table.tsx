import { Box } from '@chakra-ui/react';
import { formatConversion, formatRupees } from '@skillsetu/domain';
import { Table } from '../../../components/ui/chakra/table';
import type { AnalyticsMonthRow } from '../analytics-rows';

/** The charts' text alternative: one row per IST month, newest first (scrolls sideways at 360 px). */
export function AnalyticsTable({ id, months }: { id: string; months: AnalyticsMonthRow[] }) {
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="lg">
      <Table.Root id={id} size="sm" data-testid="analytics-table">
        <Table.Caption captionSide="top" textAlign="start" p="3" fontWeight="semibold">
          Month by month
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Month</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Profile views
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Course page views
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Enroll Now clicks
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Enrolments
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Conversion
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Net earnings
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {[...months].reverse().map((m) => (
            <Table.Row key={m.month}>
              <Table.Cell as="th" scope="row" fontWeight="normal">
                {m.label}
              </Table.Cell>
              <Table.Cell textAlign="end">{m.profileViews}</Table.Cell>
              <Table.Cell textAlign="end">{m.courseViews}</Table.Cell>
              <Table.Cell textAlign="end">{m.enrollClicks}</Table.Cell>
              <Table.Cell textAlign="end">{m.enrolments}</Table.Cell>
              <Table.Cell textAlign="end">{formatConversion(m.conversion)}</Table.Cell>
              <Table.Cell textAlign="end">{formatRupees(m.netRupees)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
