import { Button, Code, Group, Paper, Select, Stack, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import { SpecWorkspace, specSelectionFrom } from '../../components/spec-workspace/spec-workspace.js'
import type { SpecPermissions } from '../../components/spec-workspace/types.js'
import { paths } from '../../config/paths.js'
import { type LlmSpec, listProviders, llmKeys } from './queries.js'
import { llmSpecAdapter } from './spec-adapter.js'

function suiteHref(name?: string): string {
  return name ? `${paths.llmTesting.href('suites')}&spec=${encodeURIComponent(name)}` : paths.llmTesting.href('suites')
}

/** Versions of the open suite and the diff of any version against the one before it. */
function VersionsPanel({ projectId, name }: { projectId: string; name: string }) {
  const [to, setTo] = useState<number | null>(null)
  const versions = useQuery({
    queryKey: [...llmKeys.root(projectId), 'versions', name],
    queryFn: () => unwrap(api.GET('/llm-testing/specs/{name}/versions', { params: { path: { name }, query: { project_id: projectId } } })),
  })
  const diff = useQuery({
    queryKey: [...llmKeys.root(projectId), 'diff', name, to],
    queryFn: () =>
      unwrap(
        api.GET('/llm-testing/specs/{name}/diff', {
          params: { path: { name }, query: { project_id: projectId, from: (to ?? 2) - 1, to: to ?? 2 } },
        }),
      ),
    enabled: to !== null && to > 1,
  })
  return (
    <Paper withBorder p="sm" radius="md">
      <Text fw={500} size="sm" mb={4}>
        Versions
      </Text>
      <Stack gap={2}>
        {versions.data?.items.map((v) => (
          <Group key={v.version} gap="xs" justify="space-between">
            <Text size="xs">
              v{v.version} · {new Date(v.created_at).toLocaleString()}
            </Text>
            {v.version > 1 && (
              <Button size="compact-xs" variant="subtle" onClick={() => setTo(v.version)}>
                diff v{v.version - 1}→v{v.version}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
      {diff.data && (
        <Code block mt="xs" data-testid="version-diff" style={{ maxHeight: 300, overflow: 'auto' }}>
          {diff.data.patch.split('\n').slice(2).join('\n')}
        </Code>
      )}
    </Paper>
  )
}

function CasesPanel({ cases, onGoTo }: { cases: LlmSpec['cases']; onGoTo: (line: number) => void }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text fw={500} size="sm" mb={4}>
        {cases.length} case{cases.length === 1 ? '' : 's'}
      </Text>
      <Table>
        <Table.Tbody>
          {cases.slice(0, 200).map((c) => (
            <Table.Tr key={c.index} style={{ cursor: 'pointer' }} onClick={() => onGoTo(c.line)}>
              <Table.Td>
                <Text size="xs">{c.name}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed">
                  {c.assertions} assertion{c.assertions === 1 ? '' : 's'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  )
}

export function SuitesView({ projectId, perms }: { projectId: string; perms: SpecPermissions }) {
  const [params] = useSearchParams()
  const provider = useRef<string | undefined>(undefined)
  const [chosen, setChosen] = useState<string | null>(null)
  const providers = useQuery({ queryKey: llmKeys.providers(projectId), queryFn: () => listProviders(projectId) })
  const adapter = useMemo(() => llmSpecAdapter(projectId, () => provider.current, []), [projectId])
  return (
    <SpecWorkspace
      adapter={adapter}
      perms={perms}
      selection={specSelectionFrom(params)}
      specHref={suiteHref}
      renderPreview={({ check, saved, goToLine }) => (
        <Stack gap="sm">
          {perms.mayRun && (
            <Select
              size="xs"
              label="Run against"
              placeholder="first provider"
              data={(providers.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
              value={chosen}
              onChange={(v) => {
                setChosen(v)
                provider.current = v ?? undefined
              }}
            />
          )}
          <CasesPanel cases={check?.cases ?? saved?.cases ?? []} onGoTo={goToLine} />
          {saved && <VersionsPanel projectId={projectId} name={saved.name} />}
        </Stack>
      )}
      placeholder={
        <Paper withBorder p="xl" radius="md">
          <Text fw={500}>Pick a suite on the left, or write a new one.</Text>
          <Text size="sm" c="dimmed">
            A suite is markdown: a system prompt, optional variables and defaults, and one <code>### case</code> per test with its Input,
            Expected and a nested list of assertions. Unknown assertion types are errors, never silent passes.
          </Text>
        </Paper>
      }
    />
  )
}
