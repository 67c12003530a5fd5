import { Badge, Tooltip } from '@mantine/core'
import type { RunStatus, TestStatus } from './queries.js'
import { failureClassInfo, isLiveRun, RUN_STATUS_COLOR, TEST_STATUS_COLOR } from './run-status.js'

export function RunStatusBadge({ status, size = 'sm' }: { status: RunStatus; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  return (
    <Badge
      size={size}
      color={RUN_STATUS_COLOR[status]}
      variant={isLiveRun(status) ? 'dot' : 'light'}
      aria-label={`Run status: ${status}`}
      style={{ minWidth: 'max-content' }}
    >
      {status}
    </Badge>
  )
}

export function TestStatusBadge({ status }: { status: TestStatus }) {
  return (
    <Badge
      size="sm"
      color={TEST_STATUS_COLOR[status]}
      variant="light"
      aria-label={`Test status: ${status}`}
      style={{ minWidth: 'max-content' }}
    >
      {status === 'timedOut' ? 'timed out' : status}
    </Badge>
  )
}

export function ClassificationBadge({ value }: { value: string | null }) {
  const info = failureClassInfo(value)
  if (!info) return null
  return (
    <Tooltip label={info.hint} withinPortal>
      <Badge size="sm" color={info.color} variant="outline" aria-label={`Classification: ${info.label}`}>
        {info.label}
      </Badge>
    </Tooltip>
  )
}
