import { Anchor, Badge, Button, Card, Group, Modal, Pagination, Stack, Table, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { type FormEvent, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { effectiveRole } from '../../api/roles.js'
import { CenteredLoader } from '../../components/centered-loader.js'
import { notifySuccess } from '../../components/notify.js'
import { PageHeader } from '../../components/page-header.js'
import { paths } from '../../config/paths.js'
import { DEFAULT_PROJECT_ID, useCurrentProject } from '../../hooks/current-project.js'
import { useAuth } from '../../hooks/use-auth.js'
import { emptyProjectFields, ProjectFields } from './project-fields.js'
import { PROJECTS_PAGE_SIZE, useCreateProject, useProjects } from './queries.js'

function CreateProjectModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateProject()
  const navigate = useNavigate()
  const [values, setValues] = useState(emptyProjectFields)

  const close = () => {
    setValues(emptyProjectFields)
    create.reset()
    onClose()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    create.mutate(
      { name: values.name, description: values.description || undefined, base_url: values.base_url || undefined },
      {
        onSuccess: (project) => {
          notifySuccess(`Project "${project.name}" created`)
          close()
          navigate(paths.project.href(project.id))
        },
      },
    )
  }
  return (
    <Modal opened={opened} onClose={close} title="New project">
      <form onSubmit={submit} aria-label="New project">
        <Stack>
          <ProjectFields values={values} onChange={setValues} error={create.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create project
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

export function ProjectsPage() {
  const [page, setPage] = useState(1)
  const projects = useProjects(page)
  const { viewer, signedIn, requireAuth } = useAuth()
  const { projectId: currentId } = useCurrentProject()
  const [creating, { open, close }] = useDisclosure()
  const mayCreate = signedIn || requireAuth === false

  if (!projects.data) return <CenteredLoader label="Loading projects" />
  const { items, total } = projects.data
  const pages = Math.max(1, Math.ceil(total / PROJECTS_PAGE_SIZE))

  return (
    <Stack gap={0}>
      <PageHeader
        title="Projects"
        description="Everything in Specwright belongs to a project. Members get a role per project."
        actions={mayCreate && <Button onClick={open}>New project</Button>}
      />
      <Card withBorder p={0}>
        <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label="Projects">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Base URL</Table.Th>
              <Table.Th>Members</Table.Th>
              <Table.Th>Your role</Table.Th>
              <Table.Th>Created</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Anchor component={Link} to={paths.project.href(p.id)} fw={500}>
                      {p.name}
                    </Anchor>
                    {p.id === DEFAULT_PROJECT_ID && (
                      <Badge size="xs" variant="outline" color="gray">
                        default
                      </Badge>
                    )}
                    {p.id === currentId && (
                      <Badge size="xs" variant="light">
                        current
                      </Badge>
                    )}
                  </Group>
                  {p.description && (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {p.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={p.base_url ? undefined : 'dimmed'}>
                    {p.base_url ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>{p.member_count}</Table.Td>
                <Table.Td>{p.my_role ?? (effectiveRole(null, viewer) ? 'full access' : '—')}</Table.Td>
                <Table.Td>
                  <Text size="sm">{new Date(p.created_at).toLocaleDateString()}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
            {items.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text c="dimmed" ta="center" py="lg">
                    No projects yet.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Card>
      {pages > 1 && (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {total} projects
          </Text>
          <Pagination total={pages} value={page} onChange={setPage} aria-label="Projects pages" />
        </Group>
      )}
      <CreateProjectModal opened={creating} onClose={close} />
    </Stack>
  )
}
