import { Badge } from '@mantine/core'

export const STATUS_COLOR: Record<string, string> = {
  queued: 'gray',
  running: 'blue',
  completed: 'teal',
  passed: 'teal',
  failed: 'red',
  error: 'orange',
  cancelled: 'gray',
  skipped: 'gray',
  missed: 'yellow',
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={STATUS_COLOR[status] ?? 'gray'} data-status={status}>
      {status}
    </Badge>
  )
}

export const percent = (rate: number | null | undefined) => (rate === null || rate === undefined ? '–' : `${Math.round(rate * 1000) / 10}%`)
