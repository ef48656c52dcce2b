import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatRupees } from '@skillsetu/domain';
import type { ReactElement } from 'react';
import { colorSwatchRecipe } from '@chakra-theme/recipes/color-swatch';
import { registerRecipes } from '../../../components/ui/theme';
import '../../../components/ui/chakra/separator';
import type { AnalyticsDayRow, AnalyticsMonthRow } from '../analytics-rows';

// Chart.Tooltip and Chart.Legend render Chakra's Separator and ColorSwatch: their recipes join the
// system with this chunk (docs/decisions/007-per-component-chakra-recipes.md); the Separator through the shared wrapper module.
registerRecipes({ recipes: { colorSwatch: colorSwatchRecipe } });

/** A chart with a heading and a short text summary; `tableId` points screen readers at the table alternative. */
function ChartFigure(props: {
  title: string;
  summary: string;
  tableId: string;
  testId: string;
  children: ReactElement;
}) {
  return (
    <Box
      as="figure"
      borderWidth="1px"
      borderRadius="lg"
      p="3"
      m="0"
      data-testid={props.testId}
      aria-describedby={props.tableId}
    >
      <Heading as="h3" size="sm" mb="1">
        {props.title}
      </Heading>
      <Text as="figcaption" fontSize="sm" color="fg.muted" mb="2">
        {props.summary}
      </Text>
      <Box aria-hidden="true">{props.children}</Box>
    </Box>
  );
}

function DailyViewsChart({ days }: { days: AnalyticsDayRow[] }) {
  const chart = useChart({
    data: days,
    series: [
      { name: 'profileViews', label: 'Profile views', color: 'blue.solid' },
      { name: 'courseViews', label: 'Course page views', color: 'teal.solid' },
      { name: 'enrollClicks', label: 'Enroll Now clicks', color: 'orange.solid' },
    ],
  });
  return (
    <Chart.Root maxH="xs" chart={chart}>
      <LineChart responsive accessibilityLayer={false} data={chart.data} margin={{ left: -20, right: 8 }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={chart.key('label')} tickLine={false} axisLine={false} minTickGap={16} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} />
        <Tooltip animationDuration={100} content={<Chart.Tooltip />} />
        <Legend content={<Chart.Legend />} />
        {chart.series.map((s) => (
          <Line
            key={s.name}
            type="monotone"
            isAnimationActive={false}
            dataKey={chart.key(s.name)}
            stroke={chart.color(s.color)}
            strokeWidth={2}
            dot={false}
          />
        ))}
      </LineChart>
    </Chart.Root>
  );
}

function MonthlyBarChart({ months, series }: { months: AnalyticsMonthRow[]; series: 'enrolments' | 'netRupees' }) {
  const chart = useChart({
    data: months,
    series: [
      series === 'enrolments'
        ? { name: 'enrolments', label: 'Enrolments', color: 'green.solid' }
        : { name: 'netRupees', label: 'Net earnings (₹)', color: 'purple.solid' },
    ],
  });
  return (
    <Chart.Root maxH="xs" chart={chart}>
      <BarChart responsive accessibilityLayer={false} data={chart.data} margin={{ left: -12, right: 8 }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis
          dataKey={chart.key('label')}
          tickLine={false}
          axisLine={false}
          tickFormatter={(v: string) => v.slice(0, 3)}
        />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
        {chart.series.map((s) => (
          <Bar
            key={s.name}
            isAnimationActive={false}
            dataKey={chart.key(s.name)}
            fill={chart.color(s.color)}
            radius={4}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}

/**
 * The Professional plan's charts (its own lazy chunk with recharts): views and clicks per IST day,
 * enrolments and net earnings per IST month. Each chart is hidden from screen readers and described
 * by a one-line summary plus the month table (`tableId`), which carries the same numbers.
 */
export function AnalyticsCharts({
  days,
  months,
  tableId,
}: {
  days: AnalyticsDayRow[];
  months: AnalyticsMonthRow[];
  tableId: string;
}) {
  const sumDays = (k: 'profileViews' | 'courseViews' | 'enrollClicks') => days.reduce((a, d) => a + d[k], 0);
  const last = months[months.length - 1];
  return (
    <Stack gap="4">
      <ChartFigure
        title={`Views and clicks, last ${days.length} days`}
        summary={`${sumDays('profileViews')} profile views, ${sumDays('courseViews')} course page views and ${sumDays('enrollClicks')} Enroll Now clicks.`}
        tableId={tableId}
        testId="analytics-chart-daily"
      >
        <DailyViewsChart days={days} />
      </ChartFigure>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <ChartFigure
          title="Enrolments by month"
          summary={`${last?.enrolments ?? 0} this month; ${months.reduce((a, m) => a + m.enrolments, 0)} in ${months.length} months.`}
          tableId={tableId}
          testId="analytics-chart-enrolments"
        >
          <MonthlyBarChart months={months} series="enrolments" />
        </ChartFigure>
        <ChartFigure
          title="Net earnings by month"
          summary={`${formatRupees(last?.netRupees ?? 0)} this month, after commission and GST.`}
          tableId={tableId}
          testId="analytics-chart-earnings"
        >
          <MonthlyBarChart months={months} series="netRupees" />
        </ChartFigure>
      </SimpleGrid>
    </Stack>
  );
}
