import { Badge, Button, Card, Group, Modal, Pagination, Select, Stack, Table, Text, Textarea, TextInput, Tooltip } from '@mantine/core'
import { useState } from 'react'
import { fieldError } from '../../api/api-error.js'
import { notifyError, notifySuccess } from '../../components/notify.js'
import { PageHeader } from '../../components/page-header.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import {
  CATEGORIES,
  type Category,
  PRIORITIES,
  type Priority,
  REQUIREMENTS_PAGE_SIZE,
  REVIEW_STATUSES,
  type Requirement,
  type RequirementFilter,
  type ReviewStatus,
  useCreateRequirement,
  useFinishedSessions,
  useGenerateRequirements,
  useRequirements,
  useUpdateRequirement,
} from './queries.js'

const PRIORITY_COLOR: Record<Priority, string> = { high: 'red', medium: 'yellow', low: 'gray' }
const STATUS_COLOR: Record<ReviewStatus, string> = { draft: 'gray', approved: 'green', rejected: 'red' }
const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }))

/** Create (no `requirement`) or edit/review one requirement. */
function RequirementForm({ projectId, requirement, onClose }: { projectId: string; requirement: Requirement | null; onClose(): void }) {
  const [title, setTitle] = useState(requirement?.title ?? '')
  const [category, setCategory] = useState<Category>(requirement?.category ?? 'functional')
  const [priority, setPriority] = useState<Priority>(requirement?.priority ?? 'medium')
  const [status, setStatus] = useState<ReviewStatus>(requirement?.status ?? 'draft')
  const [criteria, setCriteria] = useState(requirement?.acceptance_criteria ?? 'Given \nWhen \nThen ')
  const [description, setDescription] = useState(requirement?.description ?? '')
  const create = useCreateRequirement(projectId)
  const update = useUpdateRequirement(projectId)
  const error = requirement ? update.error : create.error
  const save = () => {
    const body = { title, category, priority, acceptance_criteria: criteria, description }
    const done = { onSuccess: onClose, onError: (e: unknown) => notifyError(e, 'Could not save the requirement') }
    if (requirement) update.mutate({ id: requirement.id, ...body, status }, done)
    else create.mutate(body, done)
  }
  return (
    <Stack>
      <TextInput
        label="Title"
        required
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        error={fieldError(error, 'title')}
      />
      <Group grow>
        <Select
          label="Category"
          data={options(CATEGORIES)}
          value={category}
          onChange={(v) => setCategory((v as Category) ?? 'functional')}
          allowDeselect={false}
        />
        <Select
          label="Priority"
          data={options(PRIORITIES)}
          value={priority}
          onChange={(v) => setPriority((v as Priority) ?? 'medium')}
          allowDeselect={false}
        />
        {requirement && (
          <Select
            label="Review"
            data={options(REVIEW_STATUSES)}
            value={status}
            onChange={(v) => setStatus((v as ReviewStatus) ?? 'draft')}
            allowDeselect={false}
          />
        )}
      </Group>
      <Textarea
        label="Acceptance criteria"
        description="Given / When / Then"
        autosize
        minRows={4}
        value={criteria}
        onChange={(e) => setCriteria(e.currentTarget.value)}
      />
      <Textarea label="Description" autosize minRows={2} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={save} loading={create.isPending || update.isPending} disabled={!title.trim()}>
          Save
        </Button>
      </Group>
    </Stack>
  )
}

function Generate({ projectId }: { projectId: string }) {
  const sessions = useFinishedSessions(projectId)
  const [sessionId, setSessionId] = useState<string | null>(null)
  const generate = useGenerateRequirements(projectId)
  return (
    <Group gap="xs">
      <Select
        placeholder="Exploration session"
        aria-label="Exploration session"
        data={(sessions.data ?? []).map((s) => ({ value: s.id, label: `${s.url} · ${new Date(s.created_at).toLocaleString()}` }))}
        value={sessionId}
        onChange={setSessionId}
        w={320}
      />
      <Button
        variant="light"
        disabled={!sessionId}
        loading={generate.isPending}
        onClick={() =>
          sessionId &&
          generate.mutate(sessionId, {
            onSuccess: (r) =>
              notifySuccess(`${r.items.length} requirements generated${r.skipped_count ? `, ${r.skipped_count} already known` : ''}`),
            onError: (e) => notifyError(e, 'Could not generate requirements'),
          })
        }
      >
        Generate from session
      </Button>
    </Group>
  )
}

/** Requirements: generated from explorations or written by hand, reviewed and edited here. */
export function RequirementsPage() {
  const { projectId } = useCurrentProject()
  const [filter, setFilter] = useState<RequirementFilter>({})
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<Requirement | null | undefined>(undefined)
  const list = useRequirements(projectId, filter, page)
  return (
    <>
      <PageHeader
        title="Requirements"
        description="Requirements derived from explorations or written by hand; each is matched to specs in the RTM."
        actions={
          <>
            <Generate projectId={projectId} />
            <Button onClick={() => setEditing(null)}>New requirement</Button>
          </>
        }
      />
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? `Edit ${editing.code}` : 'New requirement'}
        size="lg"
      >
        {editing !== undefined && (
          <RequirementForm key={editing?.id ?? 'new'} projectId={projectId} requirement={editing} onClose={() => setEditing(undefined)} />
        )}
      </Modal>
      <Card withBorder>
        <Group mb="md">
          <TextInput
            placeholder="Search title or code"
            value={filter.q ?? ''}
            onChange={(e) => setFilter({ ...filter, q: e.currentTarget.value })}
            w={240}
          />
          <Select
            placeholder="Category"
            data={options(CATEGORIES)}
            value={filter.category ?? null}
            onChange={(v) => setFilter({ ...filter, category: (v as Category) ?? undefined })}
            clearable
          />
          <Select
            placeholder="Priority"
            data={options(PRIORITIES)}
            value={filter.priority ?? null}
            onChange={(v) => setFilter({ ...filter, priority: (v as Priority) ?? undefined })}
            clearable
          />
          <Select
            placeholder="Review"
            data={options(REVIEW_STATUSES)}
            value={filter.status ?? null}
            onChange={(v) => setFilter({ ...filter, status: (v as ReviewStatus) ?? undefined })}
            clearable
          />
        </Group>
        <Table highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Code</Table.Th>
              <Table.Th>Title</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th>Priority</Table.Th>
              <Table.Th>Review</Table.Th>
              <Table.Th>Source</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data?.items.map((r) => (
              <Table.Tr key={r.id} style={{ cursor: 'pointer' }} onClick={() => setEditing(r)} data-testid="requirement-row">
                <Table.Td ff="monospace">{r.code}</Table.Td>
                <Table.Td>
                  <Text size="sm">{r.title}</Text>
                  {r.duplicate_of && (
                    <Tooltip label={`Nearly the same title as ${r.duplicate_of}`}>
                      <Badge color="orange" variant="light" size="xs">
                        duplicate of {r.duplicate_of}?
                      </Badge>
                    </Tooltip>
                  )}
                </Table.Td>
                <Table.Td>{r.category}</Table.Td>
                <Table.Td>
                  <Badge color={PRIORITY_COLOR[r.priority]} variant="light">
                    {r.priority}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[r.status]} variant="dot">
                    {r.status}
                  </Badge>
                </Table.Td>
                <Table.Td>{r.source === 'exploration' ? `exploration (${r.engine})` : 'manual'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {list.data && list.data.items.length === 0 && (
          <Text c="dimmed" ta="center" py="md">
            No requirements yet: generate them from an exploration or write one.
          </Text>
        )}
        {list.data && list.data.total > REQUIREMENTS_PAGE_SIZE && (
          <Pagination mt="md" value={page} onChange={setPage} total={Math.ceil(list.data.total / REQUIREMENTS_PAGE_SIZE)} />
        )}
      </Card>
    </>
  )
}
