import { Badge, Tooltip } from '@mantine/core'
import type { RunStage, RunStatus } from './queries.js'
import { failureClassInfo, isLiveRun, RUN_STATUS_COLOR, STAGE_STATUS_COLOR } from './run-status.js'

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

export function StageStatusBadge({ status }: { status: RunStage['status'] }) {
  return (
    <Badge
      size="xs"
      color={STAGE_STATUS_COLOR[status]}
      variant={status === 'running' ? 'dot' : 'light'}
      aria-label={`Stage status: ${status}`}
    >
      {status}
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
