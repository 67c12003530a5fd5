import { Badge, Button, Group, MultiSelect, NumberInput, Paper, Select, Stack, Switch, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import { notifyError, notifySuccess } from '../../components/notify.js'
import { paths } from '../../config/paths.js'
import { useCandidates, useDatasetMutation } from './dataset-queries.js'
import { listProviders, listSpecNames, llmKeys } from './queries.js'

/** Bulk run: a suite's default assertions over every case of the chosen version; opens the run when queued. */
export function BulkRun({ projectId, datasetId, version }: { projectId: string; datasetId: string; version: number }) {
  const navigate = useNavigate()
  const [spec, setSpec] = useState<string | null>(null)
  const [provider, setProvider] = useState<string | null>(null)
  // Cached answers make a re-run cheap, but a provider that changed since is only seen with the cache off.
  const [useCache, setUseCache] = useState(true)
  const specs = useQuery({ queryKey: llmKeys.specs(projectId), queryFn: () => listSpecNames(projectId) })
  const providers = useQuery({ queryKey: llmKeys.providers(projectId), queryFn: () => listProviders(projectId) })
  const run = useDatasetMutation(projectId, datasetId, () =>
    unwrap(
      api.POST('/llm-testing/bulk-run', {
        body: {
          dataset_id: datasetId,
          dataset_version: version,
          spec_name: spec ?? '',
          provider_id: provider ?? '',
          use_cache: useCache,
          cache_ttl_seconds: 86_400,
          project_id: projectId,
        },
      }),
    ),
  )
  return (
    <Paper withBorder p="sm" radius="md" data-testid="bulk-run">
      <Text fw={500} mb={4}>
        Bulk run v{version}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        The suite's "## Defaults" assertions are applied to each case; its own cases are not run.
      </Text>
      <Group align="end">
        <Select label="Suite" data={specs.data ?? []} value={spec} onChange={setSpec} w={200} />
        <Select
          label="Provider"
          data={(providers.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={provider}
          onChange={setProvider}
          w={200}
        />
        <Switch label="Use cached answers" checked={useCache} onChange={(e) => setUseCache(e.currentTarget.checked)} mb={8} />
        <Button
          disabled={!spec || !provider || version === 0}
          loading={run.isPending}
          onClick={() =>
            run.mutate(undefined, {
              onSuccess: (r) => navigate(paths.llmTesting.href('runs', r.id)),
              onError: (e) => notifyError(e, 'Bulk run refused'),
            })
          }
        >
          Run over dataset
        </Button>
      </Group>
    </Paper>
  )
}

const KINDS = [
  { value: 'edge_cases', label: 'Edge cases' },
  { value: 'adversarial', label: 'Adversarial' },
  { value: 'boundary', label: 'Boundary' },
  { value: 'rephrase', label: 'Rephrase' },
]

/** Augmentation: propose candidates by rules, then accept or reject them one by one or all at once. */
export function AugmentReview({ projectId, datasetId, mayEdit }: { projectId: string; datasetId: string; mayEdit: boolean }) {
  const [kinds, setKinds] = useState<string[]>(['edge_cases'])
  const [count, setCount] = useState<number>(5)
  const candidates = useCandidates(projectId, datasetId)
  const propose = useDatasetMutation(projectId, datasetId, () =>
    unwrap(
      api.POST('/llm-testing/datasets/{id}/augment', {
        params: { path: { id: datasetId } },
        body: { augmentation_type: kinds as never, count, engine: 'rules', project_id: projectId },
      }),
    ),
  )
  const decide = useDatasetMutation(projectId, datasetId, (b: { accept: string[]; reject: string[] }) =>
    unwrap(
      api.POST('/llm-testing/datasets/{id}/candidates/decide', {
        params: { path: { id: datasetId } },
        body: { ...b, project_id: projectId },
      }),
    ),
  )
  const onDecided = {
    onSuccess: (r: { accepted: number; rejected: number; version: { version: number } | null }) =>
      notifySuccess(`${r.accepted} accepted, ${r.rejected} rejected${r.version ? `: version ${r.version.version} saved` : ''}`),
    onError: (e: unknown) => notifyError(e, 'Decision failed'),
  }
  const items = candidates.data?.items ?? []
  return (
    <Paper withBorder p="sm" radius="md" data-testid="augment">
      <Text fw={500} mb="xs">
        Augmentation
      </Text>
      {mayEdit && (
        <Group align="end" mb="xs">
          <MultiSelect label="Types" data={KINDS} value={kinds} onChange={setKinds} w={320} />
          <NumberInput label="Per type" min={1} max={200} value={count} onChange={(v) => setCount(Number(v) || 1)} w={100} />
          <Button
            variant="default"
            disabled={kinds.length === 0}
            loading={propose.isPending}
            onClick={() => propose.mutate(undefined, { onError: (e) => notifyError(e, 'Augmentation failed') })}
          >
            Propose cases
          </Button>
        </Group>
      )}
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No candidates waiting for review.
        </Text>
      ) : (
        <Stack gap="xs">
          {mayEdit && (
            <Group>
              <Button size="xs" onClick={() => decide.mutate({ accept: items.map((c) => c.id), reject: [] }, onDecided)}>
                Accept all ({items.length})
              </Button>
              <Button size="xs" variant="default" onClick={() => decide.mutate({ accept: [], reject: items.map((c) => c.id) }, onDecided)}>
                Reject all
              </Button>
            </Group>
          )}
          <Table withTableBorder fz="xs">
            <Table.Tbody>
              {items.map((c) => (
                <Table.Tr key={c.id} data-testid="candidate-row">
                  <Table.Td>
                    <Badge variant="light">{c.kind}</Badge>
                  </Table.Td>
                  <Table.Td>{c.rule}</Table.Td>
                  <Table.Td style={{ maxWidth: 420, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                    {c.input === '' ? '(empty)' : c.input.slice(0, 200)}
                  </Table.Td>
                  <Table.Td>
                    {mayEdit && (
                      <Group gap={4} wrap="nowrap">
                        <Button size="compact-xs" onClick={() => decide.mutate({ accept: [c.id], reject: [] }, onDecided)}>
                          Accept
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="default"
                          onClick={() => decide.mutate({ accept: [], reject: [c.id] }, onDecided)}
                        >
                          Reject
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Paper>
  )
}
