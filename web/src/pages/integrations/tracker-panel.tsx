import { Anchor, Button, Card, Group, PasswordInput, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { useEffect, useState } from 'react'
import { fieldError } from '../../api/api-error.js'
import { notifyError, notifySuccess } from '../../components/notify.js'
import { useLinkedIssues, useSaveTrackerConfig, useTrackerConfig, useTrackerConnection } from './queries.js'
import { ConnectionAlert, SecretState, useHasRole } from './shared.js'

export function TrackerPanel({ projectId }: { projectId: string }) {
  const config = useTrackerConfig(projectId)
  const save = useSaveTrackerConfig(projectId)
  const test = useTrackerConnection(projectId)
  const issues = useLinkedIssues(projectId)
  const isAdmin = useHasRole('admin')
  const [form, setForm] = useState({ base_url: '', email: '', api_token: '', project_key: '', issue_type: 'Bug' })
  useEffect(() => {
    const c = config.data
    if (c?.configured)
      setForm({
        base_url: c.base_url ?? '',
        email: c.email ?? '',
        api_token: '',
        project_key: c.project_key ?? '',
        issue_type: c.issue_type ?? 'Bug',
      })
  }, [config.data])
  const submit = () =>
    save.mutate(
      {
        base_url: form.base_url.trim(),
        email: form.email.trim(),
        project_key: form.project_key.trim(),
        issue_type: form.issue_type.trim() || 'Bug',
        ...(form.api_token ? { api_token: form.api_token } : {}),
      },
      {
        onSuccess: () => {
          setForm((f) => ({ ...f, api_token: '' }))
          notifySuccess('Issue tracker settings saved')
        },
        onError: (e) => notifyError(e, 'Could not save'),
      },
    )
  return (
    <Stack>
      <Card withBorder component="section" aria-label="Issue tracker settings">
        <Group justify="space-between" mb="sm">
          <Title order={4}>Connection</Title>
          <SecretState config={config.data} />
        </Group>
        <Stack gap="xs">
          <Group grow>
            <TextInput
              label="Base URL"
              placeholder="https://example.atlassian.net"
              value={form.base_url}
              disabled={!isAdmin}
              error={fieldError(save.error, 'base_url')}
              onChange={(e) => setForm({ ...form, base_url: e.currentTarget.value })}
            />
            <TextInput
              label="Email"
              value={form.email}
              disabled={!isAdmin}
              error={fieldError(save.error, 'email')}
              onChange={(e) => setForm({ ...form, email: e.currentTarget.value })}
            />
          </Group>
          <Group grow>
            <PasswordInput
              label="API token"
              placeholder={config.data?.has_secret ? `${config.data.secret_masked} (leave empty to keep)` : 'API token'}
              value={form.api_token}
              disabled={!isAdmin}
              error={fieldError(save.error, 'api_token')}
              onChange={(e) => setForm({ ...form, api_token: e.currentTarget.value })}
            />
            <TextInput
              label="Project key"
              placeholder="QA"
              value={form.project_key}
              disabled={!isAdmin}
              error={fieldError(save.error, 'project_key')}
              onChange={(e) => setForm({ ...form, project_key: e.currentTarget.value })}
            />
            <TextInput
              label="Issue type"
              value={form.issue_type}
              disabled={!isAdmin}
              onChange={(e) => setForm({ ...form, issue_type: e.currentTarget.value })}
            />
          </Group>
          {isAdmin && (
            <Group justify="flex-end">
              <Button
                variant="default"
                disabled={!config.data?.configured}
                loading={test.isPending}
                onClick={() => test.mutate(undefined, { onError: (e) => notifyError(e, 'Connection test failed') })}
              >
                Test connection
              </Button>
              <Button loading={save.isPending} onClick={submit}>
                Save
              </Button>
            </Group>
          )}
          <ConnectionAlert result={test.data} />
        </Stack>
      </Card>
      <Card withBorder component="section" aria-label="Linked issues">
        <Title order={4} mb="xs">
          Issues ({issues.data?.items.length ?? 0})
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          File issues from a failed run's page. A recurrence of the same failure comments on its open issue.
        </Text>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Issue</Table.Th>
              <Table.Th>Spec</Table.Th>
              <Table.Th>Summary</Table.Th>
              <Table.Th>Occurrences</Table.Th>
              <Table.Th>Updated</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(issues.data?.items ?? []).map((i) => (
              <Table.Tr key={i.id}>
                <Table.Td>
                  <Anchor href={i.issue_url} target="_blank" rel="noreferrer">
                    {i.issue_key}
                  </Anchor>
                </Table.Td>
                <Table.Td>{i.spec_name}</Table.Td>
                <Table.Td>{i.summary}</Table.Td>
                <Table.Td>{i.occurrences}</Table.Td>
                <Table.Td>{new Date(i.updated_at).toLocaleString()}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
    </Stack>
  )
}
