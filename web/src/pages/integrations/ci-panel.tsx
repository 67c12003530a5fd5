import {
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  PasswordInput,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useEffect, useState } from 'react'
import { fieldError } from '../../api/api-error.js'
import { notifyError, notifySuccess } from '../../components/notify.js'
import { SpecPicker } from '../../components/spec-picker.js'
import {
  type GeneratedFile,
  useDeliveries,
  useGeneratePipeline,
  useGenerateWorkflow,
  useSaveWebhookConfig,
  useWebhookConfig,
} from './queries.js'
import { SecretState, useHasRole } from './shared.js'

function download(file: GeneratedFile) {
  const url = URL.createObjectURL(new Blob([file.content], { type: 'application/yaml' }))
  const a = document.createElement('a')
  a.href = url
  a.download = file.filename.split('/').pop() ?? 'ci.yml'
  a.click()
  URL.revokeObjectURL(url)
}

function Generator({ projectId }: { projectId: string }) {
  const [system, setSystem] = useState<'github' | 'gitlab'>('github')
  const [trigger, setTrigger] = useState<'push' | 'pull_request' | 'schedule'>('push')
  const [cron, setCron] = useState('0 6 * * 1-5')
  const [specs, setSpecs] = useState<string[]>([])
  const workflow = useGenerateWorkflow(projectId)
  const pipeline = useGeneratePipeline(projectId)
  const [file, setFile] = useState<GeneratedFile | null>(null)
  const active = system === 'github' ? workflow : pipeline
  const generate = () => {
    const onSuccess = (f: GeneratedFile) => setFile(f)
    const onError = (e: unknown) => notifyError(e, 'Could not generate')
    if (system === 'github')
      workflow.mutate(
        { trigger, specs, browser: 'chromium', branches: ['main'], ...(trigger === 'schedule' ? { cron } : {}) },
        { onSuccess, onError },
      )
    else pipeline.mutate({ specs, browser: 'chromium' }, { onSuccess, onError })
  }
  return (
    <Card withBorder component="section" aria-label="CI file generator">
      <Title order={4} mb="sm">
        CI file
      </Title>
      <Stack gap="xs">
        <Group>
          <SegmentedControl
            value={system}
            onChange={(v) => {
              setSystem(v as 'github' | 'gitlab')
              setFile(null)
            }}
            data={[
              { value: 'github', label: 'GitHub Actions' },
              { value: 'gitlab', label: 'GitLab CI' },
            ]}
          />
          {system === 'github' && (
            <Select
              aria-label="Trigger"
              value={trigger}
              onChange={(v) => v && setTrigger(v as typeof trigger)}
              data={[
                { value: 'push', label: 'On push' },
                { value: 'pull_request', label: 'On pull request' },
                { value: 'schedule', label: 'On a schedule' },
              ]}
              w={180}
            />
          )}
          {system === 'github' && trigger === 'schedule' && (
            <TextInput
              aria-label="Cron (UTC)"
              value={cron}
              onChange={(e) => setCron(e.currentTarget.value)}
              error={fieldError(workflow.error, 'cron')}
              w={160}
            />
          )}
          <Select aria-label="Browser" value="chromium" data={[{ value: 'chromium', label: 'Chromium' }]} w={140} readOnly />
        </Group>
        <Text size="sm" c="dimmed">
          Pick specs with an accepted generated test, or none to run every generated test of the project.
        </Text>
        <SpecPicker projectId={projectId} value={specs} onChange={setSpecs} />
        {fieldError(active.error, 'specs') && (
          <Text c="red" size="sm">
            {fieldError(active.error, 'specs')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button onClick={generate} loading={active.isPending}>
            Generate
          </Button>
        </Group>
        {file && (
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600}>{file.filename}</Text>
              <Group gap="xs">
                <CopyButton value={file.content}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="default" onClick={copy}>
                      {copied ? 'Copied' : 'Copy'}
                    </Button>
                  )}
                </CopyButton>
                <Button size="xs" variant="default" onClick={() => download(file)}>
                  Download
                </Button>
              </Group>
            </Group>
            <Code block aria-label="Generated YAML" style={{ maxHeight: 420, overflow: 'auto' }}>
              {file.content}
            </Code>
          </Stack>
        )}
      </Stack>
    </Card>
  )
}

function Webhook({ projectId }: { projectId: string }) {
  const config = useWebhookConfig(projectId)
  const save = useSaveWebhookConfig(projectId)
  const deliveries = useDeliveries(projectId)
  const isAdmin = useHasRole('admin')
  const [repo, setRepo] = useState('')
  const [secret, setSecret] = useState('')
  useEffect(() => {
    if (config.data?.repo_url) setRepo(config.data.repo_url)
  }, [config.data])
  return (
    <Card withBorder component="section" aria-label="CI webhook">
      <Group justify="space-between" mb="sm">
        <Title order={4}>CI results webhook</Title>
        <SecretState config={config.data} />
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        Point a GitHub (workflow runs, signed with X-Hub-Signature-256) or GitLab (pipeline events, X-Gitlab-Token) webhook at the API path{' '}
        <Code>{config.data?.receiver_path}</Code> with the same secret. Unsigned, wrongly signed and replayed deliveries are refused.
      </Text>
      <Group grow align="flex-end">
        <TextInput
          label="Repository URL"
          value={repo}
          disabled={!isAdmin}
          error={fieldError(save.error, 'repo_url')}
          onChange={(e) => setRepo(e.currentTarget.value)}
        />
        <PasswordInput
          label="Webhook secret"
          placeholder={config.data?.has_secret ? `${config.data.secret_masked} (leave empty to keep)` : 'at least 16 characters'}
          value={secret}
          disabled={!isAdmin}
          error={fieldError(save.error, 'webhook_secret')}
          onChange={(e) => setSecret(e.currentTarget.value)}
        />
        {isAdmin && (
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { repo_url: repo.trim(), ...(secret ? { webhook_secret: secret } : {}) },
                {
                  onSuccess: () => {
                    setSecret('')
                    notifySuccess('Webhook settings saved')
                  },
                  onError: (e) => notifyError(e, 'Could not save'),
                },
              )
            }
          >
            Save
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {config.data?.configured ? 'Receiving.' : 'Not configured yet.'}
      </Text>
      <Table striped mt="sm" aria-label="CI deliveries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Received</Table.Th>
            <Table.Th>System</Table.Th>
            <Table.Th>Event</Table.Th>
            <Table.Th>Pipeline</Table.Th>
            <Table.Th>Ref</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(deliveries.data?.items ?? []).map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>{new Date(d.received_at).toLocaleString()}</Table.Td>
              <Table.Td>{d.provider}</Table.Td>
              <Table.Td>{d.event}</Table.Td>
              <Table.Td>{d.url ? <a href={d.url}>{d.pipeline ?? 'open'}</a> : d.pipeline}</Table.Td>
              <Table.Td>{d.ref}</Table.Td>
              <Table.Td>
                <Badge color={/success|passed/.test(d.status ?? '') ? 'teal' : /fail/.test(d.status ?? '') ? 'red' : 'gray'}>
                  {d.status ?? '—'}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  )
}

export function CiPanel({ projectId }: { projectId: string }) {
  return (
    <Stack>
      <Generator projectId={projectId} />
      <Webhook projectId={projectId} />
    </Stack>
  )
}
