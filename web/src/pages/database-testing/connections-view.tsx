import {
  Badge,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import { notifyError, notifySuccess } from '../../components/notify.js'
import { paths } from '../../config/paths.js'
import { connectionsQuery, type DbConnection, type DbConnectionCreate, rootKey } from './queries.js'

type Form = Omit<DbConnectionCreate, 'schemas'> & { schemas: string }

const EMPTY: Form = {
  name: '',
  dialect: 'postgres',
  host: '127.0.0.1',
  port: 5432,
  database: '',
  username: '',
  password: '',
  schemas: '',
  ssl_mode: 'disable',
  statement_timeout_ms: 30_000,
}

type TestResult = { ok: boolean; detail: string | null; server_version: string | null; latency_ms: number }

function TestBadge({ result }: { result: TestResult | undefined }) {
  if (!result) return null
  return result.ok ? (
    <Badge color="green" variant="light" data-testid="db-test-result">
      Connected read-only · {result.server_version} · {result.latency_ms} ms
    </Badge>
  ) : (
    <Text c="red" size="sm" data-testid="db-test-result">
      {result.detail}
    </Text>
  )
}

/** The connection form (test before save) and the list of profiles with test / analyze / run-full actions. */
export function ConnectionsView({ projectId, mayEdit, mayRun }: { projectId: string; mayEdit: boolean; mayRun: boolean }) {
  const qc = useQueryClient()
  const navigate = useNavigate()
  const connections = useQuery(connectionsQuery(projectId))
  const [form, setForm] = useState<Form>(EMPTY)
  const [formTest, setFormTest] = useState<TestResult>()
  const [tests, setTests] = useState<Record<string, TestResult>>({})
  const body = (): DbConnectionCreate => ({
    ...form,
    password: form.password || undefined,
    schemas: form.schemas
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    project_id: projectId,
  })
  const set =
    <K extends keyof Form>(key: K) =>
    (value: Form[K]) =>
      setForm((f) => ({ ...f, [key]: value }))

  const testForm = useMutation({
    mutationFn: () => unwrap(api.POST('/database-testing/connections/test', { body: body() })),
    onSuccess: setFormTest,
    onError: (e) => notifyError(e, 'Test failed'),
  })
  const save = useMutation({
    mutationFn: () => unwrap(api.POST('/database-testing/connections', { body: body() })),
    onSuccess: async (c) => {
      notifySuccess(`Saved connection "${c.name}"`)
      setForm(EMPTY)
      setFormTest(undefined)
      await qc.invalidateQueries({ queryKey: rootKey(projectId) })
    },
    onError: (e) => notifyError(e, 'Could not save the connection'),
  })
  const testSaved = useMutation({
    mutationFn: (c: DbConnection) =>
      unwrap(
        api.POST('/database-testing/connections/{id}/test', { params: { path: { id: c.id }, query: { project_id: projectId } }, body: {} }),
      ),
    onSuccess: (r, c) => setTests((t) => ({ ...t, [c.id]: r })),
    onError: (e) => notifyError(e, 'Test failed'),
  })
  const analyze = useMutation({
    mutationFn: (c: DbConnection) =>
      unwrap(
        api.POST('/database-testing/analyze/{conn_id}', {
          params: { path: { conn_id: c.id }, query: { project_id: projectId } },
          body: {},
        }),
      ),
    onSuccess: (a) => navigate(`${paths.databaseTestingSchema.href(a.connection_id)}&analysis=${a.id}`),
    onError: (e) => notifyError(e, 'Could not start the analysis'),
  })
  const runFull = useMutation({
    mutationFn: (c: DbConnection) =>
      unwrap(
        api.POST('/database-testing/run-full/{conn_id}', {
          params: { path: { conn_id: c.id }, query: { project_id: projectId } },
          body: {},
        }),
      ),
    onSuccess: (r) => navigate(paths.databaseTestingRun.href(r.id)),
    onError: (e) => notifyError(e, 'Could not start the run'),
  })

  return (
    <Stack>
      <Paper withBorder p="md" radius="md">
        <Text fw={500} mb="sm">
          Connection profiles
        </Text>
        {connections.data?.items.length ? (
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Engine</Table.Th>
                <Table.Th>Address</Table.Th>
                <Table.Th>Password</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {connections.data.items.map((c) => (
                <Table.Tr key={c.id} data-testid={`db-connection-${c.name}`}>
                  <Table.Td>{c.name}</Table.Td>
                  <Table.Td>{c.dialect === 'postgres' ? 'PostgreSQL' : 'MariaDB / MySQL'}</Table.Td>
                  <Table.Td>
                    {c.username}@{c.host}:{c.port}/{c.database}
                  </Table.Td>
                  <Table.Td>{c.needs_reentry ? <Badge color="orange">enter again</Badge> : (c.password_masked ?? 'none')}</Table.Td>
                  <Table.Td>
                    <Stack gap={4}>
                      <Group gap="xs" justify="flex-end">
                        <Button
                          size="xs"
                          variant="default"
                          loading={testSaved.isPending && testSaved.variables?.id === c.id}
                          onClick={() => testSaved.mutate(c)}
                        >
                          Test
                        </Button>
                        {mayRun && (
                          <>
                            <Button size="xs" variant="default" onClick={() => analyze.mutate(c)}>
                              Analyze
                            </Button>
                            <Button size="xs" onClick={() => runFull.mutate(c)}>
                              Run full check
                            </Button>
                          </>
                        )}
                      </Group>
                      <TestBadge result={tests[c.id]} />
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text c="dimmed" size="sm">
            No connections yet{mayEdit ? ': add one below.' : '.'}
          </Text>
        )}
      </Paper>
      {mayEdit && (
        <Paper
          withBorder
          p="md"
          radius="md"
          component="form"
          onSubmit={(e) => {
            e.preventDefault()
            save.mutate()
          }}
        >
          <Text fw={500} mb="sm">
            New connection
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Name" required value={form.name} onChange={(e) => set('name')(e.currentTarget.value)} />
            <NativeSelect
              label="Engine"
              data={[
                { value: 'postgres', label: 'PostgreSQL' },
                { value: 'mysql', label: 'MariaDB / MySQL' },
              ]}
              value={form.dialect}
              onChange={(e) => {
                const v = e.currentTarget.value
                setForm((f) => ({ ...f, dialect: v as Form['dialect'], port: v === 'mysql' ? 3306 : 5432 }))
              }}
            />
            <TextInput label="Host" required value={form.host} onChange={(e) => set('host')(e.currentTarget.value)} />
            <NumberInput label="Port" required value={form.port} min={1} max={65535} onChange={(v) => set('port')(Number(v))} />
            <TextInput label="Database" required value={form.database} onChange={(e) => set('database')(e.currentTarget.value)} />
            <TextInput label="Username" required value={form.username} onChange={(e) => set('username')(e.currentTarget.value)} />
            <PasswordInput
              label="Password"
              description="Stored encrypted; never shown again"
              value={form.password ?? ''}
              onChange={(e) => set('password')(e.currentTarget.value)}
            />
            <TextInput
              label="Schemas"
              description="PostgreSQL, comma-separated (default public)"
              value={form.schemas}
              onChange={(e) => set('schemas')(e.currentTarget.value)}
            />
            <NativeSelect
              label="SSL mode"
              data={['disable', 'require', 'verify-full']}
              value={form.ssl_mode}
              onChange={(e) => set('ssl_mode')(e.currentTarget.value as Form['ssl_mode'])}
            />
          </SimpleGrid>
          <Group mt="md" justify="space-between">
            <TestBadge result={formTest} />
            <Group gap="sm">
              <Button variant="default" loading={testForm.isPending} onClick={() => testForm.mutate()}>
                Test connection
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save connection
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
    </Stack>
  )
}
