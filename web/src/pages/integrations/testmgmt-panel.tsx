import '@mantine/charts/styles.css'
import { DonutChart } from '@mantine/charts'
import { Badge, Button, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { notifyError, notifySuccess } from '../../components/notify.js'
import { ConnectionCard } from './connection-card.js'
import {
  type SyncResult,
  useMappings,
  usePushCases,
  useRecentBatches,
  useSaveTestmgmtConfig,
  useSyncPreview,
  useSyncResults,
  useTestmgmtConfig,
  useTestmgmtConnection,
} from './queries.js'
import { useHasRole } from './shared.js'

function ConfigCard({ projectId }: { projectId: string }) {
  const config = useTestmgmtConfig(projectId)
  const save = useSaveTestmgmtConfig(projectId)
  const test = useTestmgmtConnection(projectId)
  return (
    <ConnectionCard
      label="Test management settings"
      rows={[
        [
          { name: 'base_url', label: 'Base URL', placeholder: 'https://example.testrail.io' },
          { name: 'email', label: 'Email' },
        ],
        [
          { name: 'api_key', label: 'API key', kind: 'secret' },
          { name: 'project_id', label: 'Remote project id', kind: 'number' },
          { name: 'suite_id', label: 'Suite id', kind: 'number' },
        ],
      ]}
      config={config.data}
      fromConfig={(c) => ({ base_url: c.base_url ?? '', email: c.email ?? '', project_id: c.project_id ?? '', suite_id: c.suite_id ?? '' })}
      toBody={(f) => ({
        base_url: String(f.base_url).trim(),
        email: String(f.email).trim(),
        ...(f.api_key ? { api_key: String(f.api_key) } : {}),
        project_id: Number(f.project_id),
        suite_id: Number(f.suite_id),
      })}
      save={save}
      test={test}
      savedMessage="Test management settings saved"
    />
  )
}

function MappingsCard({ projectId }: { projectId: string }) {
  const mappings = useMappings(projectId)
  const push = usePushCases(projectId)
  const mayPush = useHasRole('editor')
  return (
    <Card withBorder component="section" aria-label="Case mappings">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Cases ({mappings.data?.items.length ?? 0} mapped)</Title>
        {mayPush && (
          <Button
            size="xs"
            loading={push.isPending}
            onClick={() =>
              push.mutate(undefined, {
                onSuccess: (r) =>
                  notifySuccess(
                    `Cases: ${r.created} created, ${r.updated} updated, ${r.unchanged} unchanged${r.failed ? `, ${r.failed} failed` : ''}`,
                  ),
                onError: (e) => notifyError(e, 'Push failed'),
              })
            }
          >
            Push specs as cases
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        Only new and changed specs are sent; each spec keeps its remote case.
      </Text>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Spec</Table.Th>
            <Table.Th>Remote case</Table.Th>
            <Table.Th>Synced</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(mappings.data?.items ?? []).map((m) => (
            <Table.Tr key={m.spec_id}>
              <Table.Td>{m.spec_id}</Table.Td>
              <Table.Td>C{m.remote_case_id}</Table.Td>
              <Table.Td>{new Date(m.synced_at).toLocaleString()}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  )
}

const ACTION_LABEL: Record<string, string> = {
  create_case_and_report: 'create case, report',
  report: 'report',
  already_synced: 'already synced',
  not_reported: 'not reported',
}
const STATUS_NAME: Record<number, string> = { 1: 'Passed', 5: 'Failed' }

function SyncCard({ projectId }: { projectId: string }) {
  const batches = useRecentBatches(projectId)
  const [batchId, setBatchId] = useState<string | null>(null)
  const preview = useSyncPreview(projectId, batchId)
  const sync = useSyncResults(projectId)
  const [result, setResult] = useState<SyncResult | null>(null)
  const mayRun = useHasRole('member')
  const counts = (preview.data?.items ?? []).reduce<Record<string, number>>((acc, i) => {
    const k = i.remote_status_id === null ? 'Not reported' : (STATUS_NAME[i.remote_status_id] ?? 'Other')
    acc[k] = (acc[k] ?? 0) + 1
    return acc
  }, {})
  const colors: Record<string, string> = { Passed: 'teal.6', Failed: 'red.6', 'Not reported': 'gray.5', Other: 'yellow.6' }
  return (
    <Card withBorder component="section" aria-label="Sync results">
      <Title order={4} mb="sm">
        Sync a batch
      </Title>
      <Group align="flex-end">
        <Select
          label="Batch"
          placeholder="Pick a batch"
          data={(batches.data?.items ?? []).map((b) => ({ value: b.id, label: `${b.name} (${b.status})` }))}
          value={batchId}
          onChange={(v) => {
            setBatchId(v)
            setResult(null)
          }}
          w={360}
        />
        {mayRun && (
          <Button
            disabled={!batchId || !preview.data}
            loading={sync.isPending}
            onClick={() =>
              batchId &&
              sync.mutate(batchId, {
                onSuccess: (r) => {
                  setResult(r)
                  notifySuccess(
                    `Remote run R${r.remote_run_id}: ${r.synced} sent, ${r.already_synced} already there${r.failed ? `, ${r.failed} failed` : ''}`,
                  )
                },
                onError: (e) => notifyError(e, 'Sync failed'),
              })
            }
          >
            Sync results
          </Button>
        )}
      </Group>
      {preview.error && (
        <Text c="red" size="sm" mt="sm">
          {(preview.error as Error).message}
        </Text>
      )}
      {preview.data && (
        <Group align="flex-start" mt="md" wrap="nowrap">
          <DonutChart
            size={120}
            thickness={18}
            aria-label="Results to report"
            data={Object.entries(counts).map(([name, value]) => ({ name, value, color: colors[name] ?? 'gray.5' }))}
          />
          <Table striped aria-label="Sync preview">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Spec</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Case</Table.Th>
                <Table.Th>Elapsed</Table.Th>
                <Table.Th>Action</Table.Th>
                {result && <Table.Th>Outcome</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.data.items.map((i) => {
                const outcome = result?.items.find((o) => o.item_id === i.item_id)
                return (
                  <Table.Tr key={i.item_id}>
                    <Table.Td>{i.spec_name}</Table.Td>
                    <Table.Td>{i.status}</Table.Td>
                    <Table.Td>{i.remote_case_id ? `C${i.remote_case_id}` : '—'}</Table.Td>
                    <Table.Td>{i.elapsed ?? '—'}</Table.Td>
                    <Table.Td>{ACTION_LABEL[i.action]}</Table.Td>
                    {result && (
                      <Table.Td>
                        <Badge
                          color={outcome?.outcome === 'failed' ? 'red' : outcome?.outcome === 'synced' ? 'teal' : 'gray'}
                          title={outcome?.error ?? undefined}
                        >
                          {outcome?.outcome ?? '—'}
                        </Badge>
                      </Table.Td>
                    )}
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </Group>
      )}
      {preview.data?.remote_run_id && (
        <Text size="sm" c="dimmed" mt="xs">
          Reported to remote run R{preview.data.remote_run_id}; a new sync sends only what is missing.
        </Text>
      )}
    </Card>
  )
}

export function TestmgmtPanel({ projectId }: { projectId: string }) {
  const config = useTestmgmtConfig(projectId)
  return (
    <Stack>
      <ConfigCard projectId={projectId} />
      {config.data?.configured && (
        <>
          <MappingsCard projectId={projectId} />
          <SyncCard projectId={projectId} />
        </>
      )}
    </Stack>
  )
}
