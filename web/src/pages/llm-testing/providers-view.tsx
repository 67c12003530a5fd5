import { Alert, Badge, Button, Group, Modal, NumberInput, Paper, PasswordInput, Stack, Table, Text, TextInput } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import { type LlmProvider, listProviders, llmKeys } from './queries.js'

interface Form {
  name: string
  base_url: string
  model_id: string
  api_key: string
  input_cost_per_1k: number | string
  output_cost_per_1k: number | string
  concurrency: number | string
  temperature: number | string
}

const EMPTY: Form = {
  name: '',
  base_url: '',
  model_id: '',
  api_key: '',
  input_cost_per_1k: '',
  output_cost_per_1k: '',
  concurrency: 4,
  temperature: '',
}
const num = (v: number | string) => (v === '' ? undefined : Number(v))

function ProviderForm({ projectId, editing, onDone }: { projectId: string; editing: LlmProvider | null; onDone: () => void }) {
  const qc = useQueryClient()
  const [form, setForm] = useState<Form>(
    editing
      ? {
          name: editing.name,
          base_url: editing.base_url,
          model_id: editing.model_id,
          api_key: '',
          input_cost_per_1k: editing.input_cost_per_1k ?? '',
          output_cost_per_1k: editing.output_cost_per_1k ?? '',
          concurrency: editing.concurrency,
          temperature: editing.default_params.temperature ?? '',
        }
      : EMPTY,
  )
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }))
  const save = useMutation({
    mutationFn: async () => {
      const temperature = num(form.temperature)
      const body = {
        name: form.name,
        base_url: form.base_url,
        model_id: form.model_id,
        input_cost_per_1k: num(form.input_cost_per_1k) ?? null,
        output_cost_per_1k: num(form.output_cost_per_1k) ?? null,
        concurrency: num(form.concurrency) ?? 4,
        default_params: temperature === undefined ? {} : { temperature },
        ...(form.api_key ? { api_key: form.api_key } : {}),
      }
      return editing
        ? unwrap(api.PUT('/llm-testing/providers/{id}', { params: { path: { id: editing.id } }, body: { ...body, project_id: projectId } }))
        : unwrap(
            api.POST('/llm-testing/providers', {
              body: { ...body, provider_type: 'openai_compatible', timeout_ms: 60_000, project_id: projectId },
            }),
          )
    },
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: llmKeys.providers(projectId) })
      onDone()
    },
  })
  return (
    <Stack gap="sm">
      <TextInput label="Name" required value={form.name} onChange={(e) => set({ name: e.currentTarget.value })} />
      <TextInput
        label="Base URL"
        description="OpenAI-compatible API root (OpenAI, OpenRouter, Ollama, vLLM, LM Studio...)"
        placeholder="https://api.openai.com/v1"
        required
        value={form.base_url}
        onChange={(e) => set({ base_url: e.currentTarget.value })}
      />
      <TextInput label="Model" required value={form.model_id} onChange={(e) => set({ model_id: e.currentTarget.value })} />
      <PasswordInput
        label="API key"
        description={
          editing?.api_key_masked ? `Stored: ${editing.api_key_masked}. Leave empty to keep it.` : 'Write-only, encrypted at rest.'
        }
        value={form.api_key}
        onChange={(e) => set({ api_key: e.currentTarget.value })}
      />
      <Group grow>
        <NumberInput
          label="Input $ / 1K tokens"
          min={0}
          decimalScale={6}
          value={form.input_cost_per_1k}
          onChange={(v) => set({ input_cost_per_1k: v })}
        />
        <NumberInput
          label="Output $ / 1K tokens"
          min={0}
          decimalScale={6}
          value={form.output_cost_per_1k}
          onChange={(v) => set({ output_cost_per_1k: v })}
        />
      </Group>
      <Group grow>
        <NumberInput label="Concurrency" min={1} max={64} value={form.concurrency} onChange={(v) => set({ concurrency: v })} />
        <NumberInput
          label="Temperature"
          min={0}
          max={2}
          step={0.1}
          decimalScale={2}
          value={form.temperature}
          onChange={(v) => set({ temperature: v })}
        />
      </Group>
      {save.error && <Alert color="red">{save.error.message}</Alert>}
      <Group justify="flex-end">
        <Button loading={save.isPending} onClick={() => save.mutate()}>
          {editing ? 'Save provider' : 'Add provider'}
        </Button>
      </Group>
    </Stack>
  )
}

function TestButton({ projectId, id }: { projectId: string; id: string }) {
  const test = useMutation({
    mutationFn: () => unwrap(api.POST('/llm-testing/providers/{id}/test', { params: { path: { id }, query: { project_id: projectId } } })),
  })
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" loading={test.isPending} onClick={() => test.mutate()}>
        Test connection
      </Button>
      {test.data && (
        <Badge
          color={test.data.ok && test.data.model_available !== false ? 'green' : 'red'}
          title={test.data.detail}
          data-testid="test-result"
        >
          {test.data.ok ? `OK ${test.data.latency_ms} ms` : 'Failed'}
        </Badge>
      )}
      {test.data && !test.data.ok && (
        <Text size="xs" c="red">
          {test.data.detail}
        </Text>
      )}
    </Group>
  )
}

export function ProvidersView({ projectId, mayAdmin }: { projectId: string; mayAdmin: boolean }) {
  const qc = useQueryClient()
  const providers = useQuery({ queryKey: llmKeys.providers(projectId), queryFn: () => listProviders(projectId) })
  const [editing, setEditing] = useState<LlmProvider | null | 'new'>(null)
  const remove = useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/llm-testing/providers/{id}', { params: { path: { id }, query: { project_id: projectId } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: llmKeys.providers(projectId) }),
  })
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Text fw={500}>Providers</Text>
        {mayAdmin && <Button onClick={() => setEditing('new')}>Add provider</Button>}
      </Group>
      {providers.data?.length === 0 && <Text c="dimmed">No provider yet: add an OpenAI-compatible endpoint to run suites against.</Text>}
      {(providers.data?.length ?? 0) > 0 && (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Model</Table.Th>
              <Table.Th>Base URL</Table.Th>
              <Table.Th>Key</Table.Th>
              <Table.Th>$ in / out per 1K</Table.Th>
              <Table.Th>Concurrency</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {providers.data?.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.name}</Table.Td>
                <Table.Td>{p.model_id}</Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace">
                    {p.base_url}
                  </Text>
                </Table.Td>
                <Table.Td>{p.needs_reentry ? <Badge color="orange">re-enter</Badge> : (p.api_key_masked ?? '—')}</Table.Td>
                <Table.Td>
                  {p.input_cost_per_1k ?? 0} / {p.output_cost_per_1k ?? 0}
                </Table.Td>
                <Table.Td>{p.concurrency}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <TestButton projectId={projectId} id={p.id} />
                    {mayAdmin && (
                      <>
                        <Button size="xs" variant="subtle" onClick={() => setEditing(p)}>
                          Edit
                        </Button>
                        <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate(p.id)}>
                          Delete
                        </Button>
                      </>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Add provider' : 'Edit provider'}
        size="lg"
      >
        {editing !== null && (
          <ProviderForm projectId={projectId} editing={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </Paper>
  )
}
