import { Accordion, Alert, Badge, Button, Card, Group, Pagination, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { fieldError } from '../../api/api-error.js'
import { StatusBadge } from '../../components/batch-status.js'
import { notifyError } from '../../components/notify.js'
import { PageHeader } from '../../components/page-header.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { groupFindings, SEVERITY_COLOR, SEVERITY_ORDER } from './findings.js'
import { SCANS_PAGE_SIZE, type Scan, useRunScan, useScan, useScans } from './queries.js'

function Counts({ counts }: { counts: Scan['counts'] }) {
  return (
    <Group gap={4}>
      {SEVERITY_ORDER.map((s) => (
        <Badge key={s} color={SEVERITY_COLOR[s]} variant={counts[s] ? 'filled' : 'light'} data-severity={s}>
          {counts[s]} {s}
        </Badge>
      ))}
    </Group>
  )
}

function ScanReport({ scan }: { scan: Scan }) {
  const tls = scan.facts?.tls
  return (
    <Card withBorder role="region" aria-label="Scan report">
      <Stack>
        <Group justify="space-between">
          <Title order={4}>{scan.target_url}</Title>
          <Counts counts={scan.counts} />
        </Group>
        {scan.error && <Alert color="red">{scan.error}</Alert>}
        {scan.facts && (
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Text size="sm">HTTP {scan.facts.status}</Text>
            <Text size="sm">{scan.facts.response_time_ms} ms</Text>
            <Text size="sm">Server: {scan.facts.server ?? '–'}</Text>
            <Text size="sm">
              {tls
                ? `${tls.protocol ?? '?'} · cert ${tls.authorized ? 'trusted' : 'untrusted'} · ${tls.days_left ?? '?'} days left`
                : 'No TLS'}
            </Text>
          </SimpleGrid>
        )}
        {scan.status === 'completed' && scan.findings.length === 0 && <Alert color="teal">No findings: every passive check passed.</Alert>}
        <Accordion multiple defaultValue={groupFindings(scan.findings).map((g) => g.category)} aria-label="Findings">
          {groupFindings(scan.findings).map((g) => (
            <Accordion.Item key={g.category} value={g.category}>
              <Accordion.Control>
                {g.category} ({g.findings.length})
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  {g.findings.map((f) => (
                    <Card key={`${f.check}-${f.url}-${f.title}`} withBorder p="sm" data-check={f.check}>
                      <Group gap="xs" mb={4}>
                        <Badge color={SEVERITY_COLOR[f.severity]}>{f.severity}</Badge>
                        <Text fw={600}>{f.title}</Text>
                      </Group>
                      <Text size="sm" ff="monospace" c="dimmed">
                        {f.evidence}
                      </Text>
                      <Text size="sm" mt={4}>
                        Fix: {f.remediation}
                      </Text>
                    </Card>
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Card>
  )
}

/** Passive quick scans of the project's own host and their history. */
export function SecurityTestingPage() {
  const { projectId, project } = useCurrentProject()
  const [params, setParams] = useSearchParams()
  const [url, setUrl] = useState('')
  const [page, setPage] = useState(1)
  const scans = useScans(projectId, page)
  const selectedId = params.get('scan') ?? scans.data?.items[0]?.id
  const scan = useScan(projectId, selectedId)
  const run = useRunScan(projectId)
  useEffect(() => {
    if (project?.base_url && !url) setUrl(project.base_url)
  }, [project?.base_url, url])
  const submit = () =>
    run.mutate(url.trim(), {
      onSuccess: (s) => setParams({ scan: s.id }),
      onError: (e) => {
        if (!fieldError(e, 'url')) notifyError(e, 'Could not scan')
      },
    })
  return (
    <>
      <PageHeader
        title="Security Testing"
        description="A quick passive scan: security headers, cookie flags, TLS, CORS, exposed files, directory listings, version disclosure, mixed content. Only the project's base URL host can be scanned."
      />
      <Stack>
        <Group align="flex-end">
          <TextInput
            label="Page to scan"
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            error={fieldError(run.error, 'url')}
            style={{ flex: 1 }}
          />
          <Button onClick={submit} loading={run.isPending} disabled={!url.trim()}>
            Scan
          </Button>
        </Group>
        {scan.data && <ScanReport scan={scan.data} />}
        <Title order={4}>History</Title>
        <Table aria-label="Scans" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Target</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Findings</Table.Th>
              <Table.Th>When</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(scans.data?.items ?? []).map((s) => (
              <Table.Tr
                key={s.id}
                style={{ cursor: 'pointer' }}
                onClick={() => setParams({ scan: s.id })}
                bg={s.id === selectedId ? 'var(--mantine-color-blue-light)' : undefined}
              >
                <Table.Td>{s.target_url}</Table.Td>
                <Table.Td>
                  <StatusBadge status={s.status} />
                </Table.Td>
                <Table.Td>
                  <Counts counts={s.counts} />
                </Table.Td>
                <Table.Td>{new Date(s.created_at).toLocaleString()}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {scans.data?.total === 0 && (
          <Text c="dimmed" ta="center">
            No scans yet.
          </Text>
        )}
        {scans.data && scans.data.total > SCANS_PAGE_SIZE && (
          <Pagination value={page} onChange={setPage} total={Math.ceil(scans.data.total / SCANS_PAGE_SIZE)} />
        )}
      </Stack>
    </>
  )
}
