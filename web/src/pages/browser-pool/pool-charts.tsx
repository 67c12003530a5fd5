import '@mantine/charts/styles.css'
import { Card, Text } from '@mantine/core'
import { BarChart } from '../../components/bar-chart.js'
import { formatDuration } from '../../components/format-duration.js'
import { byTypeBars, waitSeries } from './chart-data.js'
import type { PoolStatus, SlotRecord } from './queries.js'

const wholeNumber = (value: number) => String(Math.round(value))

/** Running and queued requests per operation type (stacked horizontal bars). */
export function ByTypeChart({ status }: { status: Pick<PoolStatus, 'by_type' | 'queue'> }) {
  return (
    <Card withBorder h="100%" aria-label="Slots by operation type" role="figure">
      <BarChart
        h={230}
        data={byTypeBars(status)}
        dataKey="type"
        type="stacked"
        orientation="vertical"
        withLegend
        legendProps={{ verticalAlign: 'bottom', height: 32 }}
        series={[
          { name: 'running', label: 'Running', color: 'blue.6' },
          { name: 'queued', label: 'Queued', color: 'orange.5' },
        ]}
        valueFormatter={wholeNumber}
        xAxisProps={{ allowDecimals: false, domain: [0, (max: number) => Math.max(1, max)] }}
        yAxisProps={{ width: 130 }}
        gridAxis="x"
        maxBarWidth={18}
      />
    </Card>
  )
}

/** How long each recent slot waited for a browser, oldest on the left. */
export function WaitTimesChart({ items }: { items: readonly SlotRecord[] }) {
  const data = waitSeries(items)
  return (
    <Card withBorder aria-label="Wait times of recent slots" role="figure">
      {data.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="xl">
          Wait times appear here once browser operations have finished.
        </Text>
      ) : (
        <BarChart
          h={180}
          data={data}
          dataKey="at"
          series={[{ name: 'wait_ms', label: 'Waited', color: 'teal.6' }]}
          valueFormatter={formatDuration}
          yAxisProps={{ width: 70 }}
          gridAxis="y"
          maxBarWidth={28}
          minBarSize={2}
        />
      )}
    </Card>
  )
}
