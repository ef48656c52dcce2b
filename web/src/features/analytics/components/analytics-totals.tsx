import { SimpleGrid } from '@chakra-ui/react';
import { formatConversion, formatRupees } from '@skillsetu/domain';
import { Stat } from '../../../components/ui/chakra/stat';
import type { AnalyticsSummary } from '../analytics-rows';

/** The six totals of the Analytics tab over the months shown (counts; net earnings in whole rupees). */
export function AnalyticsTotals({ totals, months }: { totals: AnalyticsSummary['totals']; months: number }) {
  const stats: [string, string, string][] = [
    ['profile-views', 'Profile views', String(totals.profileViews)],
    ['course-views', 'Course page views', String(totals.courseViews)],
    ['enroll-clicks', 'Enroll Now clicks', String(totals.enrollClicks)],
    ['enrolments', 'Enrolments', String(totals.enrolments)],
    ['conversion', 'Conversion', formatConversion(totals.conversion)],
    ['net-earnings', 'Net earnings', formatRupees(totals.netRupees)],
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 3 }} gap="3" aria-label={`Totals, last ${months} months`} role="group">
      {stats.map(([id, label, value]) => (
        <Stat.Root key={id} borderWidth="1px" borderRadius="lg" p="3" data-testid={`analytics-${id}`}>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
