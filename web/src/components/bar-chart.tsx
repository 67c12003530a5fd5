import type { BarChartProps } from '@mantine/charts'
import { Skeleton } from '@mantine/core'
import { lazy, Suspense } from 'react'

// The chart library (recharts underneath) is about 120 KB gzip: it loads with the first chart shown, not with
// the page, so pages with charts stay within the first-load budget (bench/web-bundle.ts).
const LazyBarChart = lazy(async () => ({ default: (await import('@mantine/charts')).BarChart }))

/** Mantine's BarChart, loaded on first use; a skeleton of the same height holds its place meanwhile. */
export function BarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<Skeleton h={props.h ?? 200} aria-hidden />}>
      <LazyBarChart {...props} />
    </Suspense>
  )
}
