import '@mantine/charts/styles.css'
import { Card, Group, Text, Title } from '@mantine/core'
import { BarChart } from '../../components/bar-chart.js'
import { formatDuration } from '../../components/format-duration.js'
import type { ApiRunAttempt, ApiRunSummary } from './queries.js'
import { attemptBars, RUN_STATUS_COLOR, runBars } from './run-status.js'

const wholeNumber = (value: number) => String(Math.round(value))

/** Duration of the recent runs (oldest on the left), each bar in its status colour. */
export function RecentRunsChart({ runs }: { runs: readonly ApiRunSummary[] }) {
  const data = runBars(runs)
  return (
    <Card withBorder aria-label="Recent runs chart" role="figure">
      <Group justify="space-between" mb="xs">
        <Title order={5}>Recent runs</Title>
        <Text size="xs" c="dimmed">
          duration per run, coloured by result
        </Text>
      </Group>
      {data.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="lg">
          Runs appear here once they have started.
        </Text>
      ) : (
        <BarChart
          h={160}
          data={data}
          dataKey="at"
          type="stacked"
          series={[
            { name: 'passed', label: 'Passed', color: `${RUN_STATUS_COLOR.passed}.6` },
            { name: 'failed', label: 'Failed', color: `${RUN_STATUS_COLOR.failed}.6` },
            { name: 'error', label: 'Error', color: `${RUN_STATUS_COLOR.error}.6` },
            { name: 'running', label: 'Running', color: `${RUN_STATUS_COLOR.running}.4` },
          ]}
          valueFormatter={formatDuration}
          yAxisProps={{ width: 64 }}
          gridAxis="y"
          maxBarWidth={28}
          withLegend
          legendProps={{ verticalAlign: 'bottom', height: 28 }}
        />
      )}
    </Card>
  )
}

/** Tests passed and failed in each attempt: a heal shows as failures turning into passes. */
export function AttemptsChart({ attempts }: { attempts: readonly ApiRunAttempt[] }) {
  return (
    <Card withBorder aria-label="Tests per attempt" role="figure" p="sm">
      <Text size="sm" fw={600} mb={4}>
        Tests per attempt
      </Text>
      <BarChart
        h={Math.max(90, attempts.length * 36 + 40)}
        data={attemptBars(attempts)}
        dataKey="attempt"
        type="stacked"
        orientation="vertical"
        series={[
          { name: 'passed', label: 'Passed', color: 'green.6' },
          { name: 'failed', label: 'Failed', color: 'red.6' },
        ]}
        valueFormatter={wholeNumber}
        xAxisProps={{ allowDecimals: false }}
        yAxisProps={{ width: 40 }}
        gridAxis="x"
        maxBarWidth={22}
      />
    </Card>
  )
}
