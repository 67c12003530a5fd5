import { ActionIcon, Badge, Button, Grid, Group, Paper, Stack, Table, Text, Textarea, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import { effectiveRole, roleAtLeast } from '../../api/roles.js'
import { notifyError, notifySuccess } from '../../components/notify.js'
import { PageHeader } from '../../components/page-header.js'
import { paths } from '../../config/paths.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { useAuth } from '../../hooks/use-auth.js'
import { AugmentReview, BulkRun } from './dataset-actions.js'
import { DatasetImport } from './dataset-import.js'
import { type CaseDraft, useCases, useDataset, useDatasetMutation, useDatasets, useVersions } from './dataset-queries.js'

/** /llm-testing/datasets: datasets with immutable versions, CSV import, golden mark, bulk runs and augmentation review. */
export function DatasetsPage() {
  const { projectId, project } = useCurrentProject()
  const { viewer } = useAuth()
  const role = effectiveRole(project?.my_role, viewer)
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const selected = params.get('dataset') ?? undefined
  const datasets = useDatasets(projectId)
  const [name, setName] = useState('')
  const create = useDatasetMutation(projectId, '', (n: string) =>
    unwrap(api.POST('/llm-testing/datasets', { body: { name: n, description: '', project_id: projectId } })),
  )
  return (
    <Stack gap="md" key={projectId}>
      <PageHeader
        title="LLM Datasets"
        description="Versioned test cases for LLM suites: import CSV, mark a golden baseline, run a suite over them, augment."
        actions={
          <Button variant="default" onClick={() => navigate(paths.llmTesting.href())}>
            Back to LLM Testing
          </Button>
        }
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p="sm" radius="md">
            <Stack gap="xs">
              {roleAtLeast(role, 'member') && (
                <Group align="end" gap="xs">
                  <TextInput
                    label="New dataset"
                    placeholder="name"
                    value={name}
                    onChange={(e) => setName(e.currentTarget.value)}
                    style={{ flex: 1 }}
                  />
                  <Button
                    disabled={name.trim() === ''}
                    loading={create.isPending}
                    onClick={() =>
                      create.mutate(name.trim(), {
                        onSuccess: (d) => {
                          setName('')
                          navigate(paths.llmDatasets.href(d.id))
                        },
                        onError: (e) => notifyError(e, 'Could not create the dataset'),
                      })
                    }
                  >
                    Create
                  </Button>
                </Group>
              )}
              {datasets.data?.items.map((d) => (
                <Button
                  key={d.id}
                  variant={d.id === selected ? 'light' : 'subtle'}
                  justify="space-between"
                  onClick={() => navigate(paths.llmDatasets.href(d.id))}
                  rightSection={<Text size="xs">v{d.latest_version}</Text>}
                >
                  {d.name}
                </Button>
              ))}
              {datasets.data?.items.length === 0 && (
                <Text size="sm" c="dimmed">
                  No dataset yet.
                </Text>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {selected ? (
            <DatasetDetail projectId={projectId} id={selected} mayEdit={roleAtLeast(role, 'editor')} mayRun={roleAtLeast(role, 'member')} />
          ) : (
            <Text c="dimmed">Choose or create a dataset.</Text>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  )
}

function DatasetDetail({ projectId, id, mayEdit, mayRun }: { projectId: string; id: string; mayEdit: boolean; mayRun: boolean }) {
  const dataset = useDataset(projectId, id)
  const versions = useVersions(projectId, id)
  const latest = dataset.data?.latest_version ?? 0
  const golden = useDatasetMutation(projectId, id, (version: number | null) =>
    unwrap(api.PUT('/llm-testing/datasets/{id}/golden', { params: { path: { id } }, body: { version, project_id: projectId } })),
  )
  const download = async (version: number) => {
    try {
      const { data, error } = await api.GET('/llm-testing/datasets/{id}/versions/{version}/export', {
        params: { path: { id, version }, query: { project_id: projectId } },
        parseAs: 'text',
      })
      if (error !== undefined) throw error
      const a = document.createElement('a')
      a.href = URL.createObjectURL(new Blob([data as string], { type: 'text/csv' }))
      a.download = `${dataset.data?.name ?? 'dataset'}-v${version}.csv`
      a.click()
      URL.revokeObjectURL(a.href)
    } catch (e) {
      notifyError(e, 'Export failed')
    }
  }
  if (!dataset.data) return null
  return (
    <Stack gap="md" data-testid="dataset-detail">
      <Group justify="space-between">
        <Text fw={600} size="lg">
          {dataset.data.name}
        </Text>
        <Text size="sm" data-testid="golden-summary">
          {dataset.data.golden_version ? `Golden: v${dataset.data.golden_version}` : 'No golden version'}
        </Text>
      </Group>
      <Paper withBorder p="sm" radius="md">
        <Text fw={500} mb="xs">
          Versions
        </Text>
        <Table fz="sm">
          <Table.Tbody>
            {versions.data?.items.map((v) => (
              <Table.Tr key={v.version} data-testid="version-row">
                <Table.Td>v{v.version}</Table.Td>
                <Table.Td>{v.case_count} case(s)</Table.Td>
                <Table.Td>{v.source}</Table.Td>
                <Table.Td>{v.note ?? ''}</Table.Td>
                <Table.Td>{v.golden && <Badge color="yellow">golden</Badge>}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="end" wrap="nowrap">
                    {mayEdit && !v.golden && (
                      <Button
                        size="compact-xs"
                        variant="default"
                        onClick={() =>
                          golden.mutate(v.version, {
                            onSuccess: () => notifySuccess(`v${v.version} is golden`),
                            onError: (e) => notifyError(e),
                          })
                        }
                      >
                        Mark golden
                      </Button>
                    )}
                    <Button size="compact-xs" variant="subtle" onClick={() => void download(v.version)}>
                      Export CSV
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {mayEdit && <DatasetImport projectId={projectId} datasetId={id} />}
      {mayRun && latest > 0 && <BulkRun projectId={projectId} datasetId={id} version={latest} />}
      <CaseEditor projectId={projectId} id={id} version={latest} mayEdit={mayEdit} />
      {latest > 0 && <AugmentReview projectId={projectId} datasetId={id} mayEdit={mayEdit} />}
    </Stack>
  )
}

/** The latest version's cases as an editable table; saving writes a new version (the old one stays as it was). */
function CaseEditor({ projectId, id, version, mayEdit }: { projectId: string; id: string; version: number; mayEdit: boolean }) {
  const cases = useCases(projectId, id, version)
  const [draft, setDraft] = useState<CaseDraft[]>([])
  useEffect(() => {
    setDraft((cases.data?.items ?? []).map((c) => ({ input: c.input, expected: c.expected, tags: c.tags })))
  }, [cases.data])
  const save = useDatasetMutation(projectId, id, (list: CaseDraft[]) =>
    unwrap(api.PUT('/llm-testing/datasets/{id}', { params: { path: { id } }, body: { cases: list, project_id: projectId } })),
  )
  const set = (i: number, patch: Partial<CaseDraft>) => setDraft((d) => d.map((c, j) => (j === i ? { ...c, ...patch } : c)))
  return (
    <Paper withBorder p="sm" radius="md" data-testid="case-editor">
      <Group justify="space-between" mb="xs">
        <Text fw={500}>Cases {version > 0 ? `(v${version})` : ''}</Text>
        {mayEdit && (
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setDraft((d) => [...d, { input: '', expected: null, tags: [] }])}>
              Add case
            </Button>
            <Button
              size="xs"
              loading={save.isPending}
              onClick={() =>
                save.mutate(draft, {
                  onSuccess: () => notifySuccess('Saved as a new version'),
                  onError: (e) => notifyError(e, 'Save failed'),
                })
              }
            >
              Save as new version
            </Button>
          </Group>
        )}
      </Group>
      <Table fz="xs" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Input</Table.Th>
            <Table.Th>Expected</Table.Th>
            <Table.Th>Tags</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {draft.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the draft list
            <Table.Tr key={i} data-testid="case-row">
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td>
                <Textarea
                  aria-label={`Input ${i + 1}`}
                  autosize
                  minRows={1}
                  value={c.input}
                  readOnly={!mayEdit}
                  onChange={(e) => set(i, { input: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <Textarea
                  aria-label={`Expected ${i + 1}`}
                  autosize
                  minRows={1}
                  value={c.expected ?? ''}
                  readOnly={!mayEdit}
                  onChange={(e) => set(i, { expected: e.currentTarget.value === '' ? null : e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={`Tags ${i + 1}`}
                  value={c.tags.join('; ')}
                  readOnly={!mayEdit}
                  onChange={(e) =>
                    set(i, {
                      tags: e.currentTarget.value
                        .split(/[;|]/)
                        .map((t) => t.trim())
                        .filter(Boolean),
                    })
                  }
                />
              </Table.Td>
              <Table.Td>
                {mayEdit && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove case ${i + 1}`}
                    onClick={() => setDraft((d) => d.filter((_, j) => j !== i))}
                  >
                    ×
                  </ActionIcon>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  )
}
