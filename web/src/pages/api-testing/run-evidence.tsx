import { Accordion, Alert, Badge, Box, Button, Card, Code, Collapse, CopyButton, Group, Stack, Text, Title } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { DiffView } from '../../components/diff-view.js'
import { formatDuration } from '../../components/format-duration.js'
import type { ApiRunAttempt, ApiTestResult } from './queries.js'
import { AttemptsChart } from './run-charts.js'
import { RUN_STATUS_COLOR } from './run-status.js'
import { prettyJson } from './spec-text.js'
import { ClassificationBadge, TestStatusBadge } from './status-badges.js'

const str = (v: unknown): string | undefined => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined)

/** One line that says what a request was: `POST http://…/api/products`. */
export function requestSummary(request: Record<string, unknown> | null): string {
  if (!request) return 'not recorded'
  return [str(request.method), str(request.url)].filter(Boolean).join(' ') || 'recorded'
}

/** One line that says what came back: `201 · 44 ms`. */
export function responseSummary(response: Record<string, unknown> | null): string {
  if (!response) return 'no response'
  const status = str(response.status)
  const ms = typeof response.ms === 'number' ? formatDuration(response.ms) : undefined
  return [status, ms].filter(Boolean).join(' · ') || 'recorded'
}

/** A collapsible block of evidence as pretty JSON (closed until asked for: bodies can be long). */
function EvidenceBlock({ title, summary, value, defaultOpen }: { title: string; summary: string; value: unknown; defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen)
  const text = value == null ? null : prettyJson(value)
  return (
    <Box>
      <Group gap="xs" wrap="nowrap">
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          disabled={text === null}
          leftSection={<span aria-hidden>{open ? '▾' : '▸'}</span>}
        >
          {title}
        </Button>
        <Text size="sm" ff="monospace" c="dimmed" truncate="end" style={{ minWidth: 0 }}>
          {summary}
        </Text>
      </Group>
      {text !== null && (
        <Collapse expanded={open}>
          <Box pos="relative" mt={4}>
            <Code block aria-label={`${title} JSON`} style={{ maxHeight: 360, overflow: 'auto', fontSize: 12 }}>
              {text}
            </Code>
            <CopyButton value={text}>
              {({ copied, copy }) => (
                <Button size="compact-xs" variant="default" onClick={copy} pos="absolute" top={6} right={6}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Box>
        </Collapse>
      )}
    </Box>
  )
}

/** Each test with its status, the failed check and error, and the request/response it sent and got. */
export function TestResults({ tests, emptyText }: { tests: readonly ApiTestResult[]; emptyText: string }) {
  const failed = tests.filter((t) => t.status !== 'passed' && t.status !== 'skipped' && t.status !== 'fixme').map((t) => t.id)
  if (tests.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md">
        {emptyText}
      </Text>
    )
  }
  return (
    <Accordion multiple defaultValue={failed} variant="separated" chevronPosition="left" aria-label="Test results">
      {tests.map((t) => (
        <Accordion.Item key={t.id} value={t.id} data-test-id={t.id}>
          <Accordion.Control aria-label={`Test ${t.name}`}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <TestStatusBadge status={t.status} />
                <Text size="sm" fw={500} truncate="end">
                  {t.name}
                </Text>
              </Group>
              <Group gap="sm" wrap="nowrap" style={{ flex: '0 0 auto' }}>
                {t.failed_check && (
                  <Badge color="red" variant="outline" size="sm" tt="none">
                    {t.failed_check}
                  </Badge>
                )}
                <Text size="xs" c="dimmed" w={60} ta="right">
                  {formatDuration(t.duration_ms)}
                </Text>
              </Group>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs">
              {t.error && (
                <Alert color="red" p="xs" title={t.failed_check ? `Failed check: ${t.failed_check}` : 'Error'}>
                  <Code block bg="transparent" p={0} style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>
                    {t.error}
                  </Code>
                </Alert>
              )}
              <EvidenceBlock title="Request" summary={requestSummary(t.request)} value={t.request} defaultOpen={false} />
              <EvidenceBlock
                title="Response"
                summary={responseSummary(t.response)}
                value={t.response}
                defaultOpen={t.status === 'failed'}
              />
              <Text size="xs" c="dimmed">
                Test id <code>{t.id}</code>
              </Text>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  )
}

function AttemptCard({ attempt, last }: { attempt: ApiRunAttempt; last: boolean }) {
  const [showCode, setShowCode] = useState(false)
  return (
    <Card withBorder p="sm" component="section" aria-label={`Attempt ${attempt.n}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Text fw={600}>Attempt {attempt.n}</Text>
            <Badge color={RUN_STATUS_COLOR[attempt.status]} variant="light" aria-label={`Attempt status: ${attempt.status}`}>
              {attempt.status}
            </Badge>
            <ClassificationBadge value={attempt.classification} />
            {last && (
              <Badge variant="outline" color="gray">
                final
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {attempt.passed} passed · {attempt.failed} failed · {formatDuration(attempt.duration_ms)}
          </Text>
        </Group>
        {attempt.heal && (
          <Text size="sm">
            <Text span fw={600}>
              Heal before this attempt:
            </Text>{' '}
            {attempt.heal}
          </Text>
        )}
        {attempt.error && (
          <Code block style={{ whiteSpace: 'pre-wrap', maxHeight: 200, overflow: 'auto', fontSize: 12 }} c="red.8">
            {attempt.error}
          </Code>
        )}
        {attempt.diff && <DiffView diff={attempt.diff} label={`Diff of attempt ${attempt.n}`} />}
        <Box>
          <Button size="compact-sm" variant="subtle" onClick={() => setShowCode((s) => !s)} aria-expanded={showCode}>
            {showCode ? 'Hide' : 'Show'} the code of this attempt
          </Button>
          <Collapse expanded={showCode} keepMounted={false}>
            <Code block mt={4} style={{ maxHeight: 360, overflow: 'auto', fontSize: 12 }}>
              {attempt.code}
            </Code>
          </Collapse>
        </Box>
      </Stack>
    </Card>
  )
}

/** Every attempt of the run: the first, then each heal with its classification and diff. */
export function Attempts({ attempts, emptyText }: { attempts: readonly ApiRunAttempt[]; emptyText: string }) {
  if (attempts.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md">
        {emptyText}
      </Text>
    )
  }
  return (
    <Stack gap="sm">
      {attempts.length > 1 && <AttemptsChart attempts={attempts} />}
      {attempts.map((a, i) => (
        <AttemptCard key={a.n} attempt={a} last={i === attempts.length - 1} />
      ))}
    </Stack>
  )
}

/** The run log, kept scrolled to the end while new lines arrive (unless the reader scrolled up). */
export function LogView({ lines, live, emptyText }: { lines: readonly string[]; live: boolean; emptyText: string }) {
  const box = useRef<HTMLPreElement>(null)
  const pinned = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again whenever lines arrive
  useEffect(() => {
    const el = box.current
    if (el && pinned.current) el.scrollTop = el.scrollHeight
  }, [lines.length])
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Title order={5}>Log</Title>
        {live && (
          <Badge color="blue" variant="dot" aria-label="Following the log live">
            live
          </Badge>
        )}
      </Group>
      <Box
        ref={box}
        component="pre"
        aria-label="Run log"
        m={0}
        p="sm"
        onScroll={(e) => {
          const el = e.currentTarget
          pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24
        }}
        style={{
          height: 420,
          overflow: 'auto',
          fontFamily: 'var(--mantine-font-family-monospace)',
          fontSize: 12,
          lineHeight: 1.5,
          background: 'var(--mantine-color-dark-8)',
          color: 'var(--mantine-color-gray-2)',
          borderRadius: 'var(--mantine-radius-md)',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {lines.length === 0 ? emptyText : lines.join('\n')}
      </Box>
    </Stack>
  )
}
