import { SimpleGrid } from '@chakra-ui/react';
import { Stat } from '../../../components/ui/chakra/stat';
import { formatEarnings, formatRating, STUDENTS_TEXT } from '@skillsetu/domain';

/**
 * The four dashboard stat cards (docs/product.md#trainer-dashboard) from real data: earnings are net of commission, GST and
 * refunds in whole rupees ('k' above 1000, labelled so), rating '--' at 0.
 */
export function StatCards({
  courses,
  students,
  earnings,
  rating,
}: {
  courses: number;
  students: number;
  earnings: number;
  rating: number;
}) {
  const stats: [string, string][] = [
    ['Courses', String(courses)],
    ['Students', String(students)],
    ['Earnings', formatEarnings(earnings)],
    ['Rating', formatRating(rating)],
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
      {stats.map(([label, value]) => (
        <Stat.Root key={label} borderWidth="1px" borderRadius="lg" p="4" data-testid={`stat-${label.toLowerCase()}`}>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
          {label === 'Earnings' && <Stat.HelpText>{STUDENTS_TEXT.earningsHelp}</Stat.HelpText>}
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
