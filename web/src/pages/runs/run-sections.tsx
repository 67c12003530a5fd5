import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  CopyButton,
  Group,
  Image,
  Loader,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Timeline,
  Title,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { formatDuration } from '../../components/format-duration.js'
import { notifyError } from '../../components/notify.js'
import type { RunLog } from '../../hooks/use-run-log.js'
import {
  artifactImageQuery,
  downloadArtifact,
  type RunArtifact,
  type RunAttempt,
  type RunDetail,
  type RunStage,
  saveBlob,
} from './queries.js'
import { ClassificationBadge, StageStatusBadge } from './run-badges.js'
import {
  diffLineKind,
  finalCodeArtifact,
  formatBytes,
  isImageArtifact,
  isTraceArtifact,
  planRows,
  STAGE_STATUS_COLOR,
  stageLabel,
} from './run-status.js'

const MONO = { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12.5, lineHeight: 1.5 } as const

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

/** Each step with the action the planner made of it, then the outcome checks. */
export function PlanView({ plan }: { plan: unknown }) {
  const rows = planRows(plan)
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No plan yet.
      </Text>
    )
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing={6} aria-label="Plan" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={90}>Step</Table.Th>
            <Table.Th>As written</Table.Th>
            <Table.Th w={120}>Action</Table.Th>
            <Table.Th>Details</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Td>
                <Text size="sm">{r.label}</Text>
                <Text size="xs" c="dimmed">
                  line {r.line}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{r.text}</Text>
              </Table.Td>
              <Table.Td>
                <Badge
                  size="sm"
                  variant="light"
                  color={r.kind === 'unknown' ? 'red' : r.kind.startsWith('verify') ? 'teal' : 'blue'}
                  tt="none"
                >
                  {r.kind}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="xs" style={MONO}>
                  {r.detail}
                  {r.covered !== undefined && (
                    <Text span c="dimmed" size="xs">
                      {' '}
                      (checked by step {r.covered})
                    </Text>
                  )}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** The generated test: copy, or download the final attempt's file (else the code as text). */
export function CodeView({ run, projectId }: { run: RunDetail; projectId: string }) {
  if (!run.code)
    return (
      <Text size="sm" c="dimmed">
        No code generated yet.
      </Text>
    )
  const code = run.code
  const artifact = finalCodeArtifact(run.artifacts, run.attempts.length)
  const download = () => {
    if (artifact) downloadArtifact(projectId, run.id, artifact).catch((err: unknown) => notifyError(err, 'Download failed'))
    else saveBlob(new Blob([code], { type: 'text/plain' }), `${run.spec_name.split('/').pop() ?? 'test'}.spec.ts`)
  }
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {artifact ?? 'generated test'}
        </Text>
        <Group gap="xs">
          <CopyButton value={code}>
            {({ copied, copy }) => (
              <Button size="xs" variant="default" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={download}>
            Download
          </Button>
        </Group>
      </Group>
      <ScrollArea.Autosize
        mah={560}
        type="auto"
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Box component="pre" aria-label="Generated code" m={0} p="sm" style={{ ...MONO, background: 'var(--mantine-color-gray-0)' }}>
          {code.split('\n').map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text
            <div key={i}>
              <span style={{ display: 'inline-block', width: 36, color: 'var(--mantine-color-dimmed)', userSelect: 'none' }}>{i + 1}</span>
              {line}
            </div>
          ))}
        </Box>
      </ScrollArea.Autosize>
    </Stack>
  )
}

const DIFF_STYLE = {
  add: { background: 'var(--mantine-color-green-1)', color: 'var(--mantine-color-green-9)' },
  remove: { background: 'var(--mantine-color-red-1)', color: 'var(--mantine-color-red-9)' },
  hunk: { color: 'var(--mantine-color-blue-7)' },
  meta: { color: 'var(--mantine-color-dimmed)', fontWeight: 600 },
  context: {},
} as const

export function DiffView({ diff, label }: { diff: string; label: string }) {
  return (
    <ScrollArea.Autosize
      mah={360}
      type="auto"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Box component="pre" aria-label={label} m={0} py={4} style={MONO}>
        {diff.split('\n').map((line, i) => {
          const kind = diffLineKind(line)
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text
            <div key={i} data-diff={kind} style={{ ...DIFF_STYLE[kind], padding: '0 8px' }}>
              {line || ' '}
            </div>
          )
        })}
      </Box>
    </ScrollArea.Autosize>
  )
}

function AttemptCard({ attempt }: { attempt: RunAttempt }) {
  return (
    <Card withBorder p="sm" component="section" aria-label={`Attempt ${attempt.n}`}>
      <Group justify="space-between" mb={6}>
        <Group gap="xs">
          <Title order={5}>Attempt {attempt.n}</Title>
          <Badge
            size="sm"
            color={attempt.status === 'passed' ? 'green' : attempt.status === 'failed' ? 'red' : 'orange'}
            variant="light"
            aria-label={`Attempt status: ${attempt.status}`}
          >
            {attempt.status}
          </Badge>
          <ClassificationBadge value={attempt.classification} />
        </Group>
        <Text size="xs" c="dimmed">
          {formatDuration(attempt.duration_ms)}
          {attempt.failed_step !== null ? ` · failed at step ${attempt.failed_step}` : ''}
        </Text>
      </Group>
      <Stack gap={6}>
        {attempt.error && (
          <Box
            component="pre"
            m={0}
            p={6}
            style={{
              ...MONO,
              whiteSpace: 'pre-wrap',
              background: 'var(--mantine-color-red-0)',
              borderRadius: 4,
              maxHeight: 200,
              overflow: 'auto',
            }}
          >
            {attempt.error}
          </Box>
        )}
        {attempt.heal && (
          <Text size="sm">
            <Text span fw={600} inherit>
              Heal:{' '}
            </Text>
            {attempt.heal}
          </Text>
        )}
        {attempt.diff && <DiffView diff={attempt.diff} label={`Heal diff after attempt ${attempt.n}`} />}
      </Stack>
    </Card>
  )
}

export function AttemptsView({ attempts }: { attempts: readonly RunAttempt[] }) {
  if (attempts.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No attempt yet.
      </Text>
    )
  return (
    <Stack gap="sm">
      {attempts.map((a) => (
        <AttemptCard key={a.n} attempt={a} />
      ))}
    </Stack>
  )
}

function Screenshot({ projectId, runId, artifact }: { projectId: string; runId: string; artifact: RunArtifact }) {
  const image = useQuery({ ...artifactImageQuery(projectId, runId, artifact.path), throwOnError: false })
  return (
    <Card withBorder p={6}>
      {image.data ? (
        <Image src={image.data} alt={`Screenshot ${artifact.path}`} radius="sm" fit="contain" mah={260} />
      ) : image.isError ? (
        <Alert color="red" p="xs">
          {image.error.detail}
        </Alert>
      ) : (
        <Loader size="sm" />
      )}
      <Text size="xs" c="dimmed" mt={4} style={{ wordBreak: 'break-all' }}>
        {artifact.path}
      </Text>
    </Card>
  )
}

/** Screenshots inline, traces first among the downloads, every other file after them. */
export function ArtifactsView({ run, projectId }: { run: RunDetail; projectId: string }) {
  const images = run.artifacts.filter((a) => isImageArtifact(a.path))
  const files = [...run.artifacts.filter((a) => !isImageArtifact(a.path))].sort(
    (a, b) => Number(isTraceArtifact(b.path)) - Number(isTraceArtifact(a.path)),
  )
  if (run.artifacts.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No artifacts.
      </Text>
    )
  return (
    <Stack gap="md">
      {images.length > 0 && (
        <Stack gap="xs">
          <Title order={5}>Screenshots</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {images.map((a) => (
              <Screenshot key={a.path} projectId={projectId} runId={run.id} artifact={a} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <Stack gap="xs">
        <Title order={5}>Files</Title>
        <Table verticalSpacing={4} aria-label="Artifacts">
          <Table.Tbody>
            {files.map((a) => (
              <Table.Tr key={a.path}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {isTraceArtifact(a.path) && (
                      <Badge size="xs" color="violet" variant="light">
                        trace
                      </Badge>
                    )}
                    <Text size="sm" style={{ ...MONO, wordBreak: 'break-all' }}>
                      {a.path}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td w={90}>
                  <Text size="xs" c="dimmed">
                    {formatBytes(a.size)}
                  </Text>
                </Table.Td>
                <Table.Td w={110}>
                  <Button
                    size="compact-xs"
                    variant="default"
                    aria-label={`Download ${a.path}`}
                    onClick={() => downloadArtifact(projectId, run.id, a.path).catch((err: unknown) => notifyError(err, 'Download failed'))}
                  >
                    Download
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Stack>
  )
}
