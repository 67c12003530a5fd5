import { Alert, Anchor, Badge, Button, Card, Grid, Group, NavLink, Stack, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { toApiError } from '../../api/api-error.js'
import { notifyError } from '../../components/notify.js'
import { PageHeader } from '../../components/page-header.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { splitCitations } from './citations.js'
import { type ChatMessage, useAsk, useConversation, useConversations, useDeleteConversation } from './queries.js'

const KIND_LABEL: Record<string, string> = {
  spec: 'spec',
  run: 'run',
  batch: 'regression',
  load_run: 'load test',
  security_scan: 'security scan',
  prd: 'PRD',
}

function Message({ message }: { message: ChatMessage }) {
  const byRef = new Map(message.sources.map((s) => [s.ref, s]))
  return (
    <Card withBorder bg={message.role === 'user' ? 'var(--mantine-color-gray-light)' : undefined} data-role={message.role}>
      <Text size="xs" c="dimmed" mb={4}>
        {message.role === 'user' ? 'You' : 'Assistant'}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>
        {splitCitations(message.content).map((p) =>
          'text' in p ? (
            <span key={p.key}>{p.text}</span>
          ) : byRef.get(p.ref) ? (
            <Anchor key={p.key} component={Link} to={byRef.get(p.ref)?.path ?? '#'} title={byRef.get(p.ref)?.title}>
              [{p.ref}]
            </Anchor>
          ) : (
            <span key={p.key}>[{p.ref}]</span>
          ),
        )}
      </Text>
      {message.sources.length > 0 && (
        <Stack gap={4} mt="sm" aria-label="Sources">
          {message.sources.map((s) => (
            <Group key={s.ref} gap="xs" wrap="nowrap">
              <Badge variant="light" size="sm">
                {s.ref}
              </Badge>
              <Badge variant="outline" size="sm" color="gray">
                {KIND_LABEL[s.kind] ?? s.kind}
              </Badge>
              <Anchor component={Link} to={s.path} size="sm" data-source={s.id}>
                {s.title}
              </Anchor>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  )
}

/** Questions over the project's records; answers cite their sources. Each user sees only their own conversations. */
export function AssistantPage() {
  const { projectId } = useCurrentProject()
  const [params, setParams] = useSearchParams()
  const current = params.get('conversation') ?? undefined
  const [draft, setDraft] = useState('')
  const conversations = useConversations(projectId)
  const conversation = useConversation(projectId, current)
  const ask = useAsk(projectId)
  const remove = useDeleteConversation(projectId)
  const notConfigured = ask.error && toApiError(ask.error).status === 503
  const send = () => {
    const content = draft.trim()
    if (!content) return
    ask.mutate(
      { content, conversationId: current },
      {
        onSuccess: (res) => {
          setDraft('')
          setParams({ conversation: res.conversation.id })
        },
        onError: (e) => {
          if (toApiError(e).status !== 503) notifyError(e, 'The assistant could not answer')
        },
      },
    )
  }
  return (
    <>
      <PageHeader
        title="Assistant"
        description="Ask about this project's specs, runs, regression batches, load tests, security scans and PRDs. Needs an AI provider."
        actions={
          <Button variant="default" onClick={() => setParams({})}>
            New conversation
          </Button>
        }
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Stack gap={0} aria-label="Conversations">
            {(conversations.data?.items ?? []).map((c) => (
              <NavLink
                key={c.id}
                label={c.title}
                description={new Date(c.updated_at).toLocaleString()}
                active={c.id === current}
                onClick={() => setParams({ conversation: c.id })}
              />
            ))}
            {conversations.data?.total === 0 && (
              <Text size="sm" c="dimmed">
                No conversations yet.
              </Text>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack>
            {notConfigured && (
              <Alert color="yellow" title="AI provider not configured">
                The assistant answers with a model only. Set AI_BASE_URL (and AI_API_KEY, AI_MODEL) on the server, then ask again.
              </Alert>
            )}
            {(current ? (conversation.data?.messages ?? []) : []).map((m) => (
              <Message key={m.id} message={m} />
            ))}
            <Textarea
              aria-label="Question"
              placeholder="e.g. Which specs failed in the last runs, and why?"
              autosize
              minRows={2}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) send()
              }}
            />
            <Group justify="space-between">
              {current ? (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  loading={remove.isPending}
                  onClick={() => remove.mutate(current, { onSuccess: () => setParams({}) })}
                >
                  Delete conversation
                </Button>
              ) : (
                <span />
              )}
              <Button onClick={send} loading={ask.isPending} disabled={!draft.trim()}>
                Ask
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  )
}
