import { Alert, Badge, Button, Grid, Group, Paper, Select, Stack, Table, Text, Textarea } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import { whenStreamDown } from '../../api/live-status.js'
import { effectiveRole, roleAtLeast } from '../../api/roles.js'
import { notifyError } from '../../components/notify.js'
import { PageHeader } from '../../components/page-header.js'
import { paths } from '../../config/paths.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { useAuth } from '../../hooks/use-auth.js'
import type { LlmPromptIteration } from './dataset-queries.js'
import { isLive, listProviders, listSpecNames, llmKeys, pct } from './queries.js'
import { StatusBadge } from './runs-view.js'

const key = (projectId: string) => [...llmKeys.root(projectId), 'prompt-iterations'] as const

/** /llm-testing/prompt-ab: original vs modified system prompt on the same suite version and provider. */
export function PromptAbPage() {
  const { projectId, project } = useCurrentProject()
  const { viewer } = useAuth()
  const mayRun = roleAtLeast(effectiveRole(project?.my_role, viewer), 'member')
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const selected = params.get('iteration') ?? undefined
  const list = useQuery({
    queryKey: key(projectId),
    queryFn: () => unwrap(api.GET('/llm-testing/prompt-iterations', { params: { query: { project_id: projectId, limit: 50 } } })),
  })
  return (
    <Stack gap="md" key={projectId}>
      <PageHeader
        title="Prompt A/B"
        description="Run two system prompts on the same suite version and provider; per-case scores, the winner and whether the difference is more than chance."
        actions={
          <Button variant="default" onClick={() => navigate(paths.llmTesting.href())}>
            Back to LLM Testing
          </Button>
        }
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            {mayRun && <NewIteration projectId={projectId} onStarted={(id) => navigate(paths.llmPromptAb.href(id))} />}
            <Paper withBorder p="sm" radius="md">
              <Text fw={500} mb="xs">
                Iterations
              </Text>
              {list.data?.items.map((it) => (
                <Button
                  key={it.id}
                  variant={it.id === selected ? 'light' : 'subtle'}
                  fullWidth
                  justify="space-between"
                  onClick={() => navigate(paths.llmPromptAb.href(it.id))}
                >
                  {it.name} · {it.status}
                </Button>
              ))}
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {selected ? <IterationDetail projectId={projectId} id={selected} /> : <Text c="dimmed">Start or choose an iteration.</Text>}
        </Grid.Col>
      </Grid>
    </Stack>
  )
}

function NewIteration({ projectId, onStarted }: { projectId: string; onStarted: (id: string) => void }) {
  const qc = useQueryClient()
  const [spec, setSpec] = useState<string | null>(null)
  const [provider, setProvider] = useState<string | null>(null)
  const [original, setOriginal] = useState('')
  const [modified, setModified] = useState('')
  const specs = useQuery({ queryKey: llmKeys.specs(projectId), queryFn: () => listSpecNames(projectId) })
  const providers = useQuery({ queryKey: llmKeys.providers(projectId), queryFn: () => listProviders(projectId) })
  const start = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/llm-testing/prompt-iterations', {
          body: {
            spec_name: spec ?? '',
            provider_id: provider ?? '',
            modified_prompt: modified,
            ...(original.trim() !== '' && { original_prompt: original }),
            use_cache: true,
            project_id: projectId,
          },
        }),
      ),
    onSuccess: (it) => {
      void qc.invalidateQueries({ queryKey: key(projectId) })
      onStarted(it.id)
    },
    onError: (e) => notifyError(e, 'Could not start the iteration'),
  })
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Select label="Suite" data={specs.data ?? []} value={spec} onChange={setSpec} />
        <Select
          label="Provider"
          data={(providers.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={provider}
          onChange={setProvider}
        />
        <Textarea
          label="Original prompt"
          description="Empty: the suite's own system prompt"
          autosize
          minRows={2}
          value={original}
          onChange={(e) => setOriginal(e.currentTarget.value)}
        />
        <Textarea label="Modified prompt" autosize minRows={3} value={modified} onChange={(e) => setModified(e.currentTarget.value)} />
        <Button disabled={!spec || !provider || modified.trim() === ''} loading={start.isPending} onClick={() => start.mutate()}>
          Start A/B
        </Button>
      </Stack>
    </Paper>
  )
}

function IterationDetail({ projectId, id }: { projectId: string; id: string }) {
  const q = useQuery({
    queryKey: [...key(projectId), id],
    queryFn: () => unwrap(api.GET('/llm-testing/prompt-iterations/{id}', { params: { path: { id }, query: { project_id: projectId } } })),
    refetchInterval: (query) => (isLive(query.state.data?.status) ? whenStreamDown(1000) || 30_000 : false),
  })
  const it: LlmPromptIteration | undefined = q.data
  if (!it) return null
  const s = it.summary
  return (
    <Stack gap="sm" data-testid="iteration">
      <Group justify="space-between">
        <Text fw={600}>{it.name}</Text>
        <StatusBadge status={it.status} />
      </Group>
      <Group grow>
        {(['original', 'modified'] as const).map((side) => {
          const run = side === 'original' ? it.original_run : it.modified_run
          return (
            <Paper key={side} withBorder p="sm" radius="md" data-testid={`side-${side}`}>
              <Text size="xs" c="dimmed" tt="uppercase">
                {side} · pass rate {pct(run?.pass_rate)} · mean score {run?.mean_score?.toFixed(3) ?? '–'}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {side === 'original' ? it.original_prompt : it.modified_prompt}
              </Text>
            </Paper>
          )
        })}
      </Group>
      {s && (
        <>
          <Alert
            color={s.winner === 'tie' ? 'gray' : s.significant ? 'green' : 'yellow'}
            data-testid="ab-winner"
            title={s.winner === 'tie' ? 'Tie' : `Winner: ${s.winner} prompt`}
          >
            Mean difference {s.mean_difference ?? '–'} · {s.note}
          </Alert>
          <Table withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Case</Table.Th>
                <Table.Th>Original</Table.Th>
                <Table.Th>Modified</Table.Th>
                <Table.Th>Difference</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {s.cases.map((c) => (
                <Table.Tr key={c.case_index} data-testid="ab-case">
                  <Table.Td>{c.case_name}</Table.Td>
                  <Table.Td>{c.original ?? '–'}</Table.Td>
                  <Table.Td>{c.modified ?? '–'}</Table.Td>
                  <Table.Td>
                    {c.difference === null ? (
                      '–'
                    ) : (
                      <Badge color={c.difference > 0 ? 'green' : c.difference < 0 ? 'red' : 'gray'}>
                        {c.difference > 0 ? `+${c.difference}` : c.difference}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
      {it.error && <Alert color="red">{it.error}</Alert>}
    </Stack>
  )
}
