import { Badge, Button, Card, Code, Group, Image, Progress, SimpleGrid, Stack, Table, Tabs, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { StatusBadge } from '../../components/batch-status.js'
import { notifyError } from '../../components/notify.js'
import { isLive, type SessionDetail, screenshotBlobUrl, useStopSession } from './queries.js'
import { SiteMap } from './site-map.js'

function Shot({ projectId, sessionId, file }: { projectId: string; sessionId: string; file: string }) {
  const [src, setSrc] = useState<string>()
  useEffect(() => {
    let url: string | undefined
    screenshotBlobUrl(projectId, sessionId, file)
      .then((u) => {
        url = u
        setSrc(u)
      })
      .catch(() => setSrc(undefined))
    return () => {
      if (url) URL.revokeObjectURL(url)
    }
  }, [projectId, sessionId, file])
  return src ? <Image src={src} alt={`Screenshot ${file}`} radius="sm" h={120} fit="cover" /> : null
}

/** One session: live progress, stop, site map, and the discovered pages, flows, forms, endpoints, errors. */
export function SessionDetailView({ projectId, session }: { projectId: string; session: SessionDetail }) {
  const stop = useStopSession(projectId)
  const d = session.discovered
  const pct = session.progress.total ? Math.round((session.progress.done / session.progress.total) * 100) : 0
  return (
    <Stack data-testid="session-detail">
      <Card withBorder>
        <Group justify="space-between">
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600}>{session.url}</Text>
              <StatusBadge status={session.status} />
              <Badge variant="outline">{session.strategy}</Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {session.message ?? ''} {session.error ? `— ${session.error}` : ''}
            </Text>
          </Stack>
          {isLive(session.status) && (
            <Button
              color="red"
              variant="light"
              loading={stop.isPending}
              onClick={() => stop.mutate(session.id, { onError: (e) => notifyError(e, 'Could not stop') })}
            >
              Stop
            </Button>
          )}
        </Group>
        <Progress value={pct} mt="sm" animated={isLive(session.status)} aria-label="Interactions spent" />
        <Text size="xs" c="dimmed" mt={4}>
          {session.progress.done} of {session.progress.total} interactions · {session.counts.pages} pages · {session.counts.forms} forms ·{' '}
          {session.counts.endpoints} endpoints · {session.counts.flows} flows · {session.counts.errors} errors · {session.counts.skipped}{' '}
          skipped
        </Text>
      </Card>
      <Tabs defaultValue="sitemap" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="sitemap">Site map</Tabs.Tab>
          <Tabs.Tab value="pages">Pages ({d.pages.length})</Tabs.Tab>
          <Tabs.Tab value="flows">Flows ({d.flows.length})</Tabs.Tab>
          <Tabs.Tab value="forms">Forms ({d.forms.length})</Tabs.Tab>
          <Tabs.Tab value="endpoints">Endpoints ({d.endpoints.length})</Tabs.Tab>
          <Tabs.Tab value="errors">Errors ({d.errors.length})</Tabs.Tab>
          <Tabs.Tab value="skipped">Skipped ({d.skipped.length})</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sitemap" pt="md">
          <SiteMap discovered={d} />
        </Tabs.Panel>
        <Tabs.Panel value="pages" pt="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {d.pages.map((p) => (
              <Card key={p.template} withBorder padding="sm" data-testid="page-card">
                {p.screenshot && <Shot projectId={projectId} sessionId={session.id} file={p.screenshot} />}
                <Text ff="monospace" size="sm" mt="xs">
                  {p.template}
                </Text>
                <Text size="xs" c="dimmed">
                  {p.title} · HTTP {p.status ?? '–'}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="flows" pt="md">
          <Stack>
            {d.flows.map((f) => (
              <Card key={f.name + f.steps.length} withBorder padding="sm">
                <Text fw={500}>{f.name}</Text>
                <Text size="sm" c="dimmed">
                  {f.steps.map((s) => `${s.action} ${s.target}`).join(' → ')}
                </Text>
              </Card>
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="forms" pt="md">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Form</Table.Th>
                <Table.Th>Page</Table.Th>
                <Table.Th>Fields</Table.Th>
                <Table.Th>Empty submit</Table.Th>
                <Table.Th>Result</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.forms.map((f) => (
                <Table.Tr key={f.key} data-testid="form-row">
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {f.submit_text || f.name}
                    </Text>
                    <Code>
                      {f.method} {f.action}
                    </Code>
                  </Table.Td>
                  <Table.Td>{f.page}</Table.Td>
                  <Table.Td>
                    {f.inputs
                      .filter((i) => i.type !== 'hidden')
                      .map((i) => `${i.label || i.name}${i.required ? '*' : ''} (${i.type})`)
                      .join(', ') || '–'}
                  </Table.Td>
                  <Table.Td>{f.validation_messages.join('; ') || '–'}</Table.Td>
                  <Table.Td>
                    {f.skipped_reason ? (
                      <Badge color="orange" variant="light">
                        skipped: {f.skipped_reason}
                      </Badge>
                    ) : f.submission ? (
                      `${f.submission.outcome} (${f.submission.status ?? '–'})`
                    ) : (
                      '–'
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Tabs.Panel>
        <Tabs.Panel value="endpoints" pt="md">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Method</Table.Th>
                <Table.Th>URL template</Table.Th>
                <Table.Th>Status codes</Table.Th>
                <Table.Th>Source</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.endpoints.map((e) => (
                <Table.Tr key={`${e.source} ${e.method} ${e.template}`} data-testid="endpoint-row">
                  <Table.Td>
                    <Code>{e.method}</Code>
                  </Table.Td>
                  <Table.Td ff="monospace">{e.template}</Table.Td>
                  <Table.Td>{e.statuses.join(', ') || '–'}</Table.Td>
                  <Table.Td>{e.source === 'openapi' ? 'OpenAPI document' : `network (${e.resource_type}, ${e.count}×)`}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Tabs.Panel>
        <Tabs.Panel value="errors" pt="md">
          <Table striped>
            <Table.Tbody>
              {d.errors.map((e) => (
                <Table.Tr key={e.kind + e.message}>
                  <Table.Td>
                    <Badge color="red" variant="light">
                      {e.kind}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{e.message}</Table.Td>
                  <Table.Td>{e.count}×</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Tabs.Panel>
        <Tabs.Panel value="skipped" pt="md">
          <Table striped>
            <Table.Tbody>
              {d.skipped.map((s) => (
                <Table.Tr key={s.kind + s.target + s.reason}>
                  <Table.Td>{s.kind}</Table.Td>
                  <Table.Td>{s.target}</Table.Td>
                  <Table.Td>{s.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}
