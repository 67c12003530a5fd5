import { Badge, Box, Group, Loader, ScrollArea, Stack, Text, Timeline } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { formatDuration } from '../../components/format-duration.js'
import { MONO } from '../../components/mono.js'
import type { RunLog } from '../../hooks/use-run-log.js'
import type { RunStage } from './queries.js'
import { StageStatusBadge } from './run-badges.js'
import { STAGE_STATUS_COLOR, stageLabel } from './run-status.js'

/*
 * What a run is doing: its stages and its log, the two sections that change while it runs (the stages with each
 * poll, the log line by line over the live stream). What it produced is in run-sections.tsx and run-attempts.tsx.
 */

/** plan → generate → validate → heal n, each with its status, duration and what it found. */
export function StageTimeline({ stages, live }: { stages: readonly RunStage[]; live: boolean }) {
  if (stages.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {live ? 'Waiting for a browser slot…' : 'No stage was recorded.'}
      </Text>
    )
  return (
    <Timeline active={stages.length - 1} bulletSize={18} lineWidth={2} aria-label="Stages">
      {stages.map((s) => (
        <Timeline.Item
          key={`${s.name}:${s.started_at}`}
          color={STAGE_STATUS_COLOR[s.status]}
          bullet={s.status === 'running' ? <Loader size={10} color="white" /> : undefined}
          title={
            <Group gap="xs">
              <Text fw={600} size="sm">
                {stageLabel(s.name)}
              </Text>
              <StageStatusBadge status={s.status} />
              <Text size="xs" c="dimmed">
                {formatDuration(s.duration_ms)}
              </Text>
            </Group>
          }
          data-stage={s.name}
        >
          {s.detail && (
            <Text size="xs" c={s.status === 'failed' || s.status === 'error' ? 'red.8' : 'dimmed'} style={{ wordBreak: 'break-word' }}>
              {s.detail}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  )
}

/** The log, newest line in view while it grows. */
export function LogView({ log, live }: { log: RunLog; live: boolean }) {
  const viewport = useRef<HTMLDivElement>(null)
  const count = log.lines.length
  useEffect(() => {
    const el = viewport.current
    if (el && count > 0) el.scrollTop = el.scrollHeight
  }, [count])
  return (
    <Stack gap={6}>
      <Group gap="xs">
        {live && (
          <Badge size="sm" variant="dot" color={log.connected ? 'green' : 'gray'}>
            {log.connected ? 'following live' : 'connecting…'}
          </Badge>
        )}
        {!live && log.ended && (
          <Text size="xs" c="dimmed">
            Stored log · {count} {count === 1 ? 'line' : 'lines'}
          </Text>
        )}
        {log.error && (
          <Text size="xs" c="red">
            {log.error}
          </Text>
        )}
      </Group>
      <ScrollArea.Autosize
        mah={420}
        viewportRef={viewport}
        type="auto"
        style={{ background: 'var(--mantine-color-dark-8)', borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Box
          component="pre"
          aria-label="Run log"
          m={0}
          p="sm"
          c="gray.2"
          style={{ ...MONO, whiteSpace: 'pre-wrap', wordBreak: 'break-word', minHeight: 80 }}
        >
          {count > 0
            ? log.lines.join('\n')
            : log.missing
              ? 'This run wrote no log.'
              : live
                ? 'Waiting for the first line…'
                : 'Loading the log…'}
        </Box>
      </ScrollArea.Autosize>
    </Stack>
  )
}
