import { Button, Group, Modal, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import { fieldError } from '../../api/api-error.js'
import { notifyError } from '../../components/notify.js'
import { type Scenario, type ScenarioBody, useSaveScenario } from './queries.js'

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const

interface FormState {
  name: string
  url: string
  method: (typeof METHODS)[number]
  headers: string
  body: string
  connections: number | string
  mode: 'duration' | 'amount'
  duration: number | string
  amount: number | string
  ramp: number | string
}

const empty = (baseUrl: string | null | undefined): FormState => ({
  name: '',
  url: baseUrl ?? '',
  method: 'GET',
  headers: '',
  body: '',
  connections: 10,
  mode: 'duration',
  duration: 10,
  amount: 1000,
  ramp: 0,
})

const fromScenario = (s: Scenario): FormState => ({
  name: s.name,
  url: s.url,
  method: s.method,
  headers: Object.entries(s.headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n'),
  body: s.body ?? '',
  connections: s.connections,
  mode: s.amount ? 'amount' : 'duration',
  duration: s.duration_s ?? 10,
  amount: s.amount ?? 1000,
  ramp: s.ramp_up_s,
})

/** `Name: value` lines as a header object (blank lines ignored). */
export function parseHeaderLines(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const line of text.split('\n')) {
    const at = line.indexOf(':')
    if (at > 0) out[line.slice(0, at).trim()] = line.slice(at + 1).trim()
  }
  return out
}

const num = (v: number | string, fallback: number) => (typeof v === 'number' ? v : Number(v) || fallback)

/** Create or edit a scenario; the URL must be on the project's base URL host (the server says so when it is not). */
export function ScenarioForm({
  projectId,
  baseUrl,
  editing,
  opened,
  onClose,
}: {
  projectId: string
  baseUrl: string | null | undefined
  editing: Scenario | undefined
  opened: boolean
  onClose(): void
}) {
  const [f, setF] = useState<FormState>(empty(baseUrl))
  const save = useSaveScenario(projectId)
  useEffect(() => {
    if (opened) {
      setF(editing ? fromScenario(editing) : empty(baseUrl))
      save.reset()
    }
  }, [opened, editing, baseUrl, save.reset])
  const set = (patch: Partial<FormState>) => setF((s) => ({ ...s, ...patch }))
  const submit = () => {
    const body: ScenarioBody = {
      name: f.name,
      url: f.url,
      method: f.method,
      headers: parseHeaderLines(f.headers),
      body: f.body ? f.body : null,
      connections: num(f.connections, 10),
      duration_s: f.mode === 'duration' ? num(f.duration, 10) : null,
      amount: f.mode === 'amount' ? num(f.amount, 1000) : null,
      ramp_up_s: num(f.ramp, 0),
    }
    save.mutate(
      { id: editing?.id, body },
      {
        onSuccess: onClose,
        onError: (e) => {
          if (!fieldError(e, 'url') && !fieldError(e, 'name')) notifyError(e, 'Could not save the scenario')
        },
      },
    )
  }
  return (
    <Modal opened={opened} onClose={onClose} title={editing ? `Edit ${editing.name}` : 'New load scenario'} size="lg">
      <Stack>
        <TextInput
          label="Name"
          required
          value={f.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={fieldError(save.error, 'name')}
        />
        <Group grow align="flex-start">
          <Select
            label="Method"
            data={[...METHODS]}
            value={f.method}
            onChange={(v) => set({ method: (v as FormState['method']) ?? 'GET' })}
            allowDeselect={false}
          />
          <TextInput
            label="URL"
            required
            description="On the project's base URL host"
            value={f.url}
            onChange={(e) => set({ url: e.currentTarget.value })}
            error={fieldError(save.error, 'url')}
            style={{ flex: 3 }}
          />
        </Group>
        <Group grow>
          <NumberInput label="Connections" min={1} max={200} value={f.connections} onChange={(v) => set({ connections: v })} />
          <Select
            label="Bound"
            data={[
              { value: 'duration', label: 'Duration' },
              { value: 'amount', label: 'Request count' },
            ]}
            value={f.mode}
            onChange={(v) => set({ mode: v === 'amount' ? 'amount' : 'duration' })}
            allowDeselect={false}
          />
          {f.mode === 'duration' ? (
            <NumberInput label="Seconds" min={1} max={3600} value={f.duration} onChange={(v) => set({ duration: v })} />
          ) : (
            <NumberInput label="Requests" min={1} value={f.amount} onChange={(v) => set({ amount: v })} />
          )}
          <NumberInput label="Ramp-up (s)" min={0} max={600} value={f.ramp} onChange={(v) => set({ ramp: v })} />
        </Group>
        <Textarea
          label="Headers"
          description="One per line: Name: value"
          autosize
          minRows={2}
          value={f.headers}
          onChange={(e) => set({ headers: e.currentTarget.value })}
        />
        <Textarea
          label="Body"
          autosize
          minRows={2}
          value={f.body}
          onChange={(e) => set({ body: e.currentTarget.value })}
          error={fieldError(save.error, 'body')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={!f.name.trim() || !f.url.trim()}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
