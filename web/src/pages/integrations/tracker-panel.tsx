import { Anchor, Card, Stack, Table, Text, Title } from '@mantine/core'
import { ConnectionCard } from './connection-card.js'
import { useLinkedIssues, useSaveTrackerConfig, useTrackerConfig, useTrackerConnection } from './queries.js'

export function TrackerPanel({ projectId }: { projectId: string }) {
  const config = useTrackerConfig(projectId)
  const save = useSaveTrackerConfig(projectId)
  const test = useTrackerConnection(projectId)
  const issues = useLinkedIssues(projectId)
  return (
    <Stack>
      <ConnectionCard
        label="Issue tracker settings"
        rows={[
          [
            { name: 'base_url', label: 'Base URL', placeholder: 'https://example.atlassian.net' },
            { name: 'email', label: 'Email' },
          ],
          [
            { name: 'api_token', label: 'API token', kind: 'secret' },
            { name: 'project_key', label: 'Project key', placeholder: 'QA' },
            { name: 'issue_type', label: 'Issue type' },
          ],
        ]}
        config={config.data}
        fromConfig={(c) => ({
          base_url: c.base_url ?? '',
          email: c.email ?? '',
          project_key: c.project_key ?? '',
          issue_type: c.issue_type ?? 'Bug',
        })}
        toBody={(f) => ({
          base_url: String(f.base_url).trim(),
          email: String(f.email).trim(),
          project_key: String(f.project_key).trim(),
          issue_type: String(f.issue_type).trim() || 'Bug',
          ...(f.api_token ? { api_token: String(f.api_token) } : {}),
        })}
        save={save}
        test={test}
        savedMessage="Issue tracker settings saved"
      />
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
