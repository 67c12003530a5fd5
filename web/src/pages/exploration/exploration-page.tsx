import {
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { fieldError } from '../../api/api-error.js'
import { StatusBadge } from '../../components/batch-status.js'
import { notifyError } from '../../components/notify.js'
import { PageHeader } from '../../components/page-header.js'
import { paths } from '../../config/paths.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { SESSIONS_PAGE_SIZE, STRATEGIES, type Strategy, useSession, useSessions, useStartSession } from './queries.js'
import { SessionDetailView } from './session-detail.js'

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)

function Launcher({ projectId, opened, onClose }: { projectId: string; opened: boolean; onClose(): void }) {
  const { project } = useCurrentProject()
  const [url, setUrl] = useState(project?.base_url ?? '')
  const [strategy, setStrategy] = useState<Strategy>('goal_directed')
  const [maxInteractions, setMaxInteractions] = useState<number | string>(50)
  const [maxPages, setMaxPages] = useState<number | string>(50)
  const [budget, setBudget] = useState<number | string>(300)
  const [allow, setAllow] = useState('')
  const [deny, setDeny] = useState('')
  const [destructive, setDestructive] = useState(false)
  const [loginUrl, setLoginUrl] = useState('')
  const [username, setUsername] = useState('')
  const [passwordVar, setPasswordVar] = useState('')
  const start = useStartSession(projectId)
  const navigate = useNavigate()
  const submit = () =>
    start.mutate(
      {
        url: url.trim(),
        strategy,
        max_interactions: Number(maxInteractions) || 50,
        max_pages: Number(maxPages) || 50,
        time_budget_s: Number(budget) || 300,
        allow_patterns: lines(allow),
        deny_patterns: lines(deny),
        allow_destructive: destructive,
        login: loginUrl.trim() ? { url: loginUrl.trim(), username, password_variable: passwordVar.trim() } : null,
      },
      {
        onSuccess: (s) => {
          onClose()
          navigate(paths.explorationSession.href(s.id))
        },
        onError: (e) => notifyError(e, 'Could not start the exploration'),
      },
    )
  return (
    <Modal opened={opened} onClose={onClose} title="Explore a web application" size="lg">
      <Stack>
        <TextInput
          label="Start URL"
          placeholder="https://shop.example.com"
          required
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          error={fieldError(start.error, 'url')}
        />
        <Select
          label="Strategy"
          data={STRATEGIES}
          value={strategy}
          onChange={(v) => setStrategy((v as Strategy) ?? 'goal_directed')}
          allowDeselect={false}
        />
        <Group grow>
          <NumberInput label="Max interactions" min={1} max={1000} value={maxInteractions} onChange={setMaxInteractions} />
          <NumberInput label="Max pages" min={1} max={500} value={maxPages} onChange={setMaxPages} />
          <NumberInput label="Time budget (s)" min={5} max={3600} value={budget} onChange={setBudget} />
        </Group>
        <Group grow align="flex-start">
          <Textarea
            label="Allow patterns"
            description="One glob per line; empty: the whole origin"
            value={allow}
            onChange={(e) => setAllow(e.currentTarget.value)}
            autosize
            minRows={2}
          />
          <Textarea
            label="Deny patterns"
            description="One glob per line, e.g. */admin/*"
            value={deny}
            onChange={(e) => setDeny(e.currentTarget.value)}
            autosize
            minRows={2}
          />
        </Group>
        <Checkbox
          label="Allow destructive actions (delete, remove, logout, pay, unsubscribe, DELETE requests)"
          checked={destructive}
          onChange={(e) => setDestructive(e.currentTarget.checked)}
        />
        <Card withBorder padding="sm">
          <Text size="sm" fw={500} mb="xs">
            Login profile (optional)
          </Text>
          <Group grow>
            <TextInput label="Login page URL" value={loginUrl} onChange={(e) => setLoginUrl(e.currentTarget.value)} />
            <TextInput label="User name" value={username} onChange={(e) => setUsername(e.currentTarget.value)} />
            <TextInput
              label="Password variable"
              description="A project variable (secret)"
              placeholder="APP_PASSWORD"
              value={passwordVar}
              onChange={(e) => setPasswordVar(e.currentTarget.value)}
              error={fieldError(start.error, 'password_variable')}
            />
          </Group>
        </Card>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!url.trim()} loading={start.isPending}>
            Start exploring
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

/** Exploration: the launcher, the sessions, and the selected session with live progress and its site map. */
export function ExplorationPage() {
  const { projectId } = useCurrentProject()
  const { sessionId } = useParams()
  const [opened, setOpened] = useState(false)
  const [page, setPage] = useState(1)
  const sessions = useSessions(projectId, page)
  const navigate = useNavigate()
  const selected = useSession(projectId, sessionId ?? '')
  return (
    <>
      <PageHeader
        title="Exploration"
        description="Crawl a web application to discover its pages, user flows, forms, API endpoints and error states."
        actions={<Button onClick={() => setOpened(true)}>New exploration</Button>}
      />
      <Launcher projectId={projectId} opened={opened} onClose={() => setOpened(false)} />
      <Stack>
        {sessionId && selected.data && <SessionDetailView projectId={projectId} session={selected.data} />}
        <Card withBorder>
          <Table highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Target</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Strategy</Table.Th>
                <Table.Th>Pages</Table.Th>
                <Table.Th>Forms</Table.Th>
                <Table.Th>Endpoints</Table.Th>
                <Table.Th>Started</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.data?.items.map((s) => (
                <Table.Tr
                  key={s.id}
                  style={{ cursor: 'pointer' }}
                  onClick={() => navigate(paths.explorationSession.href(s.id))}
                  data-testid="session-row"
                  bg={s.id === sessionId ? 'var(--mantine-color-blue-light)' : undefined}
                >
                  <Table.Td>{s.url}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={s.status} />
                  </Table.Td>
                  <Table.Td>{s.strategy}</Table.Td>
                  <Table.Td>{s.counts.pages}</Table.Td>
                  <Table.Td>{s.counts.forms}</Table.Td>
                  <Table.Td>{s.counts.endpoints}</Table.Td>
                  <Table.Td>{s.started_at ? new Date(s.started_at).toLocaleString() : '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {sessions.data && sessions.data.items.length === 0 && (
            <Text c="dimmed" ta="center" py="md">
              No explorations yet.
            </Text>
          )}
          {sessions.data && sessions.data.total > SESSIONS_PAGE_SIZE && (
            <Pagination mt="md" value={page} onChange={setPage} total={Math.ceil(sessions.data.total / SESSIONS_PAGE_SIZE)} />
          )}
        </Card>
      </Stack>
    </>
  )
}
