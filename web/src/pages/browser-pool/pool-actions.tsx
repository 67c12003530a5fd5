import { Alert, List, Text } from '@mantine/core'
import type { ApiError } from '../../api/api-error.js'
import { formatDuration } from '../../components/format-duration.js'
import type { BrowserCheck, CleanupResult } from './queries.js'

/** The outcome of "Check browser": the version and what starting it cost, or the API's reason it could not start. */
export function CheckResult({
  data,
  error,
  checkedAt,
  onClose,
}: {
  data?: BrowserCheck
  error: ApiError | null
  checkedAt: number
  onClose: () => void
}) {
  const when = `checked at ${new Date(checkedAt).toLocaleTimeString()}`
  if (error) {
    const title =
      error.status === 409
        ? 'Browser check refused: a load test is running'
        : error.status === 503
          ? 'Browser check failed: no usable Chromium'
          : 'Browser check failed'
    return (
      <Alert color="red" title={title} withCloseButton onClose={onClose} mb="lg">
        <Text size="sm">{error.detail}</Text>
        <Text size="xs" c="dimmed" mt={4}>
          {error.status > 0 ? `HTTP ${error.status} · ${when}` : when}
        </Text>
      </Alert>
    )
  }
  if (!data) return null
  return (
    <Alert color="green" title="Browser check passed" withCloseButton onClose={onClose} mb="lg">
      <Text size="sm">
        Chromium <strong>{data.browser_version}</strong> launched in {formatDuration(data.launch_ms)}.
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        Waited {formatDuration(data.waited_ms)} for a slot · {formatDuration(data.total_ms)} in total · {when}
      </Text>
    </Alert>
  )
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export function CleanupSummary({ result, onClose }: { result: CleanupResult; onClose: () => void }) {
  return (
    <Alert color="blue" title="Cleanup finished" withCloseButton onClose={onClose} mb="lg">
      <Text size="sm">
        {plural(result.reclaimed.length, 'stuck slot reclaimed', 'stuck slots reclaimed')},{' '}
        {plural(result.cancelled_waiters, 'expired waiter cancelled', 'expired waiters cancelled')},{' '}
        {plural(result.removed_records, 'old record removed', 'old records removed')}.
      </Text>
      {result.reclaimed.length > 0 && (
        <List size="xs" mt={4}>
          {result.reclaimed.map((r) => (
            <List.Item key={r.slot_id}>
              {r.request_id}: {r.reason}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  )
}
