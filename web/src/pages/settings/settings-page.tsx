import { Alert, Badge, Button, Card, Group, NumberInput, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { useEffect, useState } from 'react'
import { bypassesRoles } from '../../api/roles.js'
import { CenteredLoader } from '../../components/centered-loader.js'
import { notifyError, notifySuccess } from '../../components/notify.js'
import { PageHeader } from '../../components/page-header.js'
import { useAuth } from '../../hooks/use-auth.js'
import { changedFields, type Settings, useSaveAi, useSaveExecution, useSettings, useTestAi } from './queries.js'

const SOURCE_COLOR = { env: 'violet', stored: 'blue', default: 'gray' } as const

function SourceBadge({ source, envVar }: { source: keyof typeof SOURCE_COLOR; envVar: string }) {
  const title = source === 'env' ? `Set by ${envVar} (the environment wins)` : source === 'stored' ? 'Saved here' : 'Built-in default'
  return (
    <Badge size="xs" variant="light" color={SOURCE_COLOR[source]} title={title} aria-label={`source ${source}`}>
      {source === 'env' ? `env ${envVar}` : source}
    </Badge>
  )
}

function AiCard({ settings }: { settings: Settings }) {
  const ai = settings.ai
  const initial = { base_url: ai.base_url.value ?? '', model: ai.model.value ?? '' }
  const [form, setForm] = useState(initial)
  const [key, setKey] = useState('')
  const save = useSaveAi()
  const test = useTestAi()
  useEffect(() => setForm({ base_url: ai.base_url.value ?? '', model: ai.model.value ?? '' }), [ai.base_url.value, ai.model.value])
  const changed = changedFields(form, initial)
  const body = {
    ...(changed.base_url !== undefined ? { base_url: changed.base_url || null } : {}),
    ...(changed.model !== undefined ? { model: changed.model || null } : {}),
    ...(key ? { api_key: key } : {}),
  }
  const dirty = Object.keys(body).length > 0
  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={4}>AI provider</Title>
        <Badge color={ai.configured ? 'green' : 'gray'} variant="light">
          {ai.configured ? 'configured' : 'rules engines only'}
        </Badge>
      </Group>
      <Stack gap="sm">
        <TextInput
          label={
            <Group gap={6}>
              Base URL <SourceBadge source={ai.base_url.source} envVar={ai.base_url.env_var} />
            </Group>
          }
          placeholder="https://api.openai.com/v1"
          value={form.base_url}
          disabled={ai.base_url.source === 'env'}
          onChange={(e) => setForm({ ...form, base_url: e.currentTarget.value })}
        />
        <TextInput
          label={
            <Group gap={6}>
              Model <SourceBadge source={ai.model.source} envVar={ai.model.env_var} />
            </Group>
          }
          value={form.model}
          disabled={ai.model.source === 'env'}
          onChange={(e) => setForm({ ...form, model: e.currentTarget.value })}
        />
        <PasswordInput
          label={
            <Group gap={6}>
              API key <SourceBadge source={ai.api_key.source} envVar={ai.api_key.env_var} />
            </Group>
          }
          description={
            ai.api_key.needs_reentry
              ? 'Stored under a different JWT_SECRET_KEY: enter it again.'
              : ai.api_key.has_value
                ? `Current key ${ai.api_key.mask ?? ''} (write-only; leave empty to keep it)`
                : 'No key stored'
          }
          value={key}
          disabled={ai.api_key.source === 'env'}
          onChange={(e) => setKey(e.currentTarget.value)}
          autoComplete="off"
        />
        <Group>
          <Button
            disabled={!dirty}
            loading={save.isPending}
            onClick={() =>
              save.mutate(body, {
                onSuccess: () => {
                  setKey('')
                  notifySuccess('AI provider saved; it applies at the next server start')
                },
                onError: (e) => notifyError(e, 'Could not save'),
              })
            }
          >
            Save
          </Button>
          <Button
            variant="default"
            loading={test.isPending}
            onClick={() =>
              test.mutate(
                {
                  ...(form.base_url ? { base_url: form.base_url } : {}),
                  ...(form.model ? { model: form.model } : {}),
                  ...(key ? { api_key: key } : {}),
                },
                { onError: (e) => notifyError(e, 'Test failed') },
              )
            }
          >
            Test connection
          </Button>
        </Group>
        {test.data && (
          <Alert
            color={test.data.ok ? (test.data.model_available === false ? 'yellow' : 'green') : 'red'}
            title={test.data.ok ? 'Connected' : 'Connection failed'}
            data-testid="ai-test-result"
          >
            {test.data.detail}
            {test.data.latency_ms !== null ? ` (${test.data.latency_ms} ms)` : ''}
          </Alert>
        )}
      </Stack>
    </Card>
  )
}

type ExecKey = keyof Settings['execution']
const EXEC_LABELS: Record<ExecKey, string> = {
  max_browser_instances: 'Browser pool size (slots)',
  browser_slot_timeout_s: 'Browser slot timeout (seconds)',
  agent_timeout_s: 'Agent timeout (seconds)',
}

function ExecutionCard({ settings }: { settings: Settings }) {
  const exec = settings.execution
  const keys = Object.keys(EXEC_LABELS) as ExecKey[]
  const initial = Object.fromEntries(keys.map((k) => [k, exec[k].value])) as Record<ExecKey, number | null>
  const [form, setForm] = useState(initial)
  const save = useSaveExecution()
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset the form when the saved values change
  useEffect(() => setForm(initial), [JSON.stringify(initial)])
  const changed = changedFields(form, initial)
  const invalid = keys.some((k) => {
    const v = form[k]
    const f = exec[k]
    return v === null || (f.min !== undefined && v < f.min) || (f.max !== undefined && v > f.max)
  })
  return (
    <Card withBorder>
      <Title order={4} mb="sm">
        Execution
      </Title>
      <Stack gap="sm">
        {keys.map((k) => (
          <NumberInput
            key={k}
            label={
              <Group gap={6}>
                {EXEC_LABELS[k]} <SourceBadge source={exec[k].source} envVar={exec[k].env_var} />
              </Group>
            }
            description={`${exec[k].min}–${exec[k].max}; running now: ${exec[k].running_value}`}
            value={form[k] ?? ''}
            min={exec[k].min}
            max={exec[k].max}
            allowDecimal={false}
            disabled={exec[k].source === 'env'}
            onChange={(v) => setForm({ ...form, [k]: typeof v === 'number' ? v : null })}
            error={
              form[k] !== null && exec[k].max !== undefined && ((form[k] ?? 0) > (exec[k].max ?? 0) || (form[k] ?? 0) < (exec[k].min ?? 0))
                ? `Must be between ${exec[k].min} and ${exec[k].max}`
                : undefined
            }
          />
        ))}
        <Group>
          <Button
            disabled={Object.keys(changed).length === 0 || invalid}
            loading={save.isPending}
            onClick={() =>
              save.mutate(changed, {
                onSuccess: () => notifySuccess('Execution settings saved; they apply at the next server start'),
                onError: (e) => notifyError(e, 'Could not save'),
              })
            }
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}

export function SettingsPage() {
  const { viewer, user, signedIn, requireAuth } = useAuth()
  const waiting = requireAuth === undefined || (signedIn && user === undefined)
  const allowed = !waiting && bypassesRoles(viewer)
  const settings = useSettings(allowed)
  if (waiting) return <CenteredLoader label="Loading settings" />
  if (!allowed) {
    return (
      <Alert color="gray" title="Superusers only" maw={560}>
        Server settings are available to superusers.
      </Alert>
    )
  }
  if (!settings.data) return <CenteredLoader label="Loading settings" />
  return (
    <Stack gap={0} maw={1100}>
      <PageHeader
        title="Settings"
        description="AI provider and execution settings. An environment variable always wins over a value saved here; saved values apply at the next start."
      />
      {settings.data.restart_required && (
        <Alert color="yellow" mb="md" title="Restart required">
          Saved settings differ from what the running server uses; they take effect at the next start.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <AiCard settings={settings.data} />
        <ExecutionCard settings={settings.data} />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="md">
        Storage, backups and retention are shown on the Health page.
      </Text>
    </Stack>
  )
}
