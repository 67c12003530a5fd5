import { Accordion, Alert, Badge, Button, Group, Loader, Paper, Select, Stack, Table, Text } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import { notifyError, notifySuccess } from '../../components/notify.js'
import { paths } from '../../config/paths.js'
import { analysisQuery, connectionsQuery, type DbAnalysis, latestAnalysisQuery, live, rootKey } from './queries.js'

interface Column {
  name: string
  type: string
  nullable: boolean
  default: string | null
  null_count?: number
}
interface SnapTable {
  name: string
  columns: Column[]
  primary_key: string[]
  foreign_keys: { name: string; columns: string[]; ref_table: string; ref_columns: string[] }[]
  indexes: { name: string; columns: string[]; unique: boolean }[]
  row_count: number | null
  row_count_exact: boolean
  size_bytes: number | null
}

const SEVERITY_COLOR: Record<string, string> = { high: 'red', medium: 'orange', low: 'gray' }
const bytes = (n: number | null) => (n === null ? '—' : n > 1_048_576 ? `${(n / 1_048_576).toFixed(1)} MB` : `${Math.ceil(n / 1024)} kB`)

function AnalysisReport({ analysis }: { analysis: DbAnalysis }) {
  const tables = ((analysis.snapshot?.tables as SnapTable[] | undefined) ?? []).slice()
  return (
    <Stack>
      <Paper withBorder p="md" radius="md">
        <Text fw={500} mb="xs">
          Lints ({analysis.lints.length})
        </Text>
        {analysis.lints.length === 0 ? (
          <Text size="sm" c="dimmed">
            No findings.
          </Text>
        ) : (
          <Stack gap={4} data-testid="db-lints">
            {analysis.lints.map((l) => (
              <Group key={`${l.rule}:${l.table}:${l.columns.join(',')}`} gap="xs" wrap="nowrap">
                <Badge color={SEVERITY_COLOR[l.severity] ?? 'gray'} variant="light" w={80}>
                  {l.severity}
                </Badge>
                <Text size="sm">{l.message}</Text>
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Text fw={500} mb="xs">
          Drift since the previous analysis
        </Text>
        {analysis.drift === null ? (
          <Text size="sm" c="dimmed">
            First analysis of this connection: the next one reports what changed.
          </Text>
        ) : analysis.drift.length === 0 ? (
          <Text size="sm" c="dimmed">
            No changes.
          </Text>
        ) : (
          <Stack gap={4} data-testid="db-drift">
            {analysis.drift.map((d) => (
              <Text key={`${d.change}:${d.table}:${d.name}`} size="sm">
                <Badge variant="light" mr="xs">
                  {d.change.replaceAll('_', ' ')}
                </Badge>
                {d.table}
                {d.name ? `.${d.name}` : ''} {d.before ? `from ${d.before}` : ''} {d.after ? `to ${d.after}` : ''}
              </Text>
            ))}
          </Stack>
        )}
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Text fw={500} mb="xs">
          Tables ({tables.length})
        </Text>
        <Accordion multiple variant="separated">
          {tables.map((t) => (
            <Accordion.Item key={t.name} value={t.name}>
              <Accordion.Control>
                <Group gap="md">
                  <Text fw={500}>{t.name}</Text>
                  <Text size="sm" c="dimmed">
                    {t.row_count ?? '?'} rows{t.row_count_exact ? '' : ' (estimate)'} · {bytes(t.size_bytes)} · {t.columns.length} columns
                  </Text>
                  {t.primary_key.length === 0 && <Badge color="red">no primary key</Badge>}
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Column</Table.Th>
                      <Table.Th>Type</Table.Th>
                      <Table.Th>Nullable</Table.Th>
                      <Table.Th>Default</Table.Th>
                      <Table.Th>NULLs</Table.Th>
                      <Table.Th>Keys</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {t.columns.map((c) => {
                      const fk = t.foreign_keys.find((f) => f.columns.includes(c.name))
                      return (
                        <Table.Tr key={c.name}>
                          <Table.Td>{c.name}</Table.Td>
                          <Table.Td>{c.type}</Table.Td>
                          <Table.Td>{c.nullable ? 'yes' : 'no'}</Table.Td>
                          <Table.Td>{c.default ?? ''}</Table.Td>
                          <Table.Td>{c.null_count ?? '—'}</Table.Td>
                          <Table.Td>
                            {t.primary_key.includes(c.name) && <Badge mr={4}>PK</Badge>}
                            {fk && <Badge variant="light">→ {fk.ref_table}</Badge>}
                          </Table.Td>
                        </Table.Tr>
                      )
                    })}
                  </Table.Tbody>
                </Table>
                <Text size="xs" c="dimmed" mt="xs">
                  Indexes: {t.indexes.map((i) => `${i.name} (${i.columns.join(', ')})${i.unique ? ' unique' : ''}`).join('; ') || 'none'}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Paper>
    </Stack>
  )
}

/** Schema browser: the newest (or a running) analysis of a connection, with lints, drift and a spec generator. */
export function SchemaView({ projectId, mayRun }: { projectId: string; mayRun: boolean }) {
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const qc = useQueryClient()
  const connections = useQuery(connectionsQuery(projectId))
  const connectionId = params.get('connection') ?? connections.data?.items[0]?.id
  const analysisId = params.get('analysis')
  const latest = useQuery({ ...latestAnalysisQuery(projectId, connectionId ?? ''), enabled: Boolean(connectionId) })
  const running = useQuery({ ...analysisQuery(projectId, analysisId ?? ''), enabled: Boolean(analysisId) })
  const finished = running.data && !live(running.data.status)
  useEffect(() => {
    if (finished) void qc.invalidateQueries({ queryKey: [...rootKey(projectId), 'analysis'] })
  }, [finished, qc, projectId])
  const shown = running.data?.status === 'completed' ? running.data : latest.data
  const analyze = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/database-testing/analyze/{conn_id}', {
          params: { path: { conn_id: connectionId ?? '' }, query: { project_id: projectId } },
          body: {},
        }),
      ),
    onSuccess: (a) => setParams({ connection: a.connection_id, analysis: a.id }),
    onError: (e) => notifyError(e, 'Could not start the analysis'),
  })
  const generate = useMutation({
    mutationFn: () =>
      unwrap(api.POST('/database-testing/generate-spec', { body: { connection_id: connectionId ?? '', project_id: projectId } })),
    onSuccess: async (g) => {
      notifySuccess(`Generated ${g.check_count} checks (${g.engine} engine)`)
      await qc.invalidateQueries({ queryKey: rootKey(projectId) })
      if (g.spec) navigate(paths.databaseTestingSpecs.href(g.spec.name))
    },
    onError: (e) => notifyError(e, 'Could not generate a spec'),
  })
  if (!connections.data) return <Loader />
  if (connections.data.items.length === 0)
    return (
      <Text c="dimmed" size="sm">
        Add a connection first.
      </Text>
    )
  return (
    <Stack>
      <Group justify="space-between">
        <Select
          label="Connection"
          w={320}
          data={connections.data.items.map((c) => ({ value: c.id, label: c.name }))}
          value={connectionId ?? null}
          allowDeselect={false}
          onChange={(v) => v && setParams({ connection: v })}
        />
        {mayRun && (
          <Group gap="sm">
            <Button
              variant="default"
              loading={analyze.isPending || (running.data ? live(running.data.status) : false)}
              onClick={() => analyze.mutate()}
            >
              Analyze now
            </Button>
            <Button loading={generate.isPending} onClick={() => generate.mutate()} disabled={!shown}>
              Generate spec
            </Button>
          </Group>
        )}
      </Group>
      {running.data && live(running.data.status) && (
        <Alert color="blue" title="Analyzing">
          Reading tables, keys, indexes and column profiles…
        </Alert>
      )}
      {running.data?.status === 'failed' && (
        <Alert color="red" title="The analysis failed">
          {running.data.error}
        </Alert>
      )}
      {shown ? (
        <AnalysisReport analysis={shown} />
      ) : (
        latest.isFetched && (
          <Text c="dimmed" size="sm">
            This connection has not been analyzed yet.
          </Text>
        )
      )}
    </Stack>
  )
}
