import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { type FormEvent, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { can, effectiveRole, type Viewer } from '../../api/roles.js'
import { CenteredLoader } from '../../components/centered-loader.js'
import { ConfirmModal } from '../../components/confirm-modal.js'
import { notifySuccess } from '../../components/notify.js'
import { PageHeader } from '../../components/page-header.js'
import { paths } from '../../config/paths.js'
import { DEFAULT_PROJECT_ID, type Project, useCurrentProject } from '../../hooks/current-project.js'
import { useAuth } from '../../hooks/use-auth.js'
import { MembersPanel } from './members-panel.js'
import { ProjectFields, type ProjectFieldValues } from './project-fields.js'
import { useDeleteProject, useProject, useUpdateProject } from './queries.js'
import { VariablesPanel } from './variables-panel.js'

const fieldsOf = (p: Project): ProjectFieldValues => ({ name: p.name, description: p.description ?? '', base_url: p.base_url ?? '' })

function ReadOnlySettings({ project }: { project: Project }) {
  const rows: [string, string | null][] = [
    ['Name', project.name],
    ['Description', project.description],
    ['Base URL', project.base_url],
  ]
  return (
    <Stack gap="sm">
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text size="sm" fw={500}>
            {label}
          </Text>
          <Text size="sm" c={value ? undefined : 'dimmed'}>
            {value || '—'}
          </Text>
        </div>
      ))}
      <Text size="sm" c="dimmed">
        Only project admins and owners can change these settings.
      </Text>
    </Stack>
  )
}

function SettingsForm({ project }: { project: Project }) {
  const update = useUpdateProject(project.id)
  const [values, setValues] = useState(() => fieldsOf(project))
  const saved = fieldsOf(project)
  const dirty = values.name !== saved.name || values.description !== saved.description || values.base_url !== saved.base_url

  const submit = (event: FormEvent) => {
    event.preventDefault()
    update.mutate(
      { name: values.name, description: values.description || null, base_url: values.base_url || null },
      { onSuccess: (p) => notifySuccess(`Project "${p.name}" saved`) },
    )
  }
  return (
    <form onSubmit={submit} aria-label="Project settings">
      <Stack gap="md">
        <ProjectFields values={values} onChange={setValues} error={update.error} />
        <Group justify="flex-end">
          <Button variant="default" disabled={!dirty} onClick={() => setValues(saved)}>
            Reset
          </Button>
          <Button type="submit" disabled={!dirty} loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

function SettingsCard({ project, editable }: { project: Project; editable: boolean }) {
  return (
    <Card withBorder>
      <Title order={3} size="h4" mb="md">
        Settings
      </Title>
      {editable ? <SettingsForm key={project.updated_at} project={project} /> : <ReadOnlySettings project={project} />}
    </Card>
  )
}

function DangerZone({ project }: { project: Project }) {
  const remove = useDeleteProject()
  const navigate = useNavigate()
  const [confirming, { open, close }] = useDisclosure()
  return (
    <Card withBorder style={{ borderColor: 'var(--mantine-color-red-3)' }}>
      <Group justify="space-between">
        <div>
          <Text fw={500}>Delete this project</Text>
          <Text size="sm" c="dimmed">
            Removes the project and its memberships. This cannot be undone.
          </Text>
        </div>
        <Button color="red" variant="light" onClick={open}>
          Delete project
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title={`Delete "${project.name}"?`}
        confirmLabel="Delete project"
        loading={remove.isPending}
        onClose={close}
        onConfirm={() =>
          remove.mutate(project.id, {
            onSuccess: () => {
              notifySuccess(`Project "${project.name}" deleted`)
              navigate(paths.projects.href())
            },
          })
        }
      >
        The project "{project.name}" and all of its memberships will be deleted.
      </ConfirmModal>
    </Card>
  )
}

function ProjectDetail({ project, viewer, currentUserId }: { project: Project; viewer: Viewer; currentUserId: string | undefined }) {
  const { projectId: currentId, setProjectId } = useCurrentProject()
  const role = effectiveRole(project.my_role, viewer)
  const isCurrent = currentId === project.id
  return (
    <Stack gap="lg" maw={980}>
      <PageHeader
        title={
          <Group gap="sm">
            {project.name}
            {project.id === DEFAULT_PROJECT_ID && (
              <Badge variant="outline" color="gray">
                default
              </Badge>
            )}
          </Group>
        }
        description={
          <>
            <Anchor component={Link} to={paths.projects.href()} size="sm">
              Projects
            </Anchor>{' '}
            · id <code>{project.id}</code> · your role: {project.my_role ?? (role ? 'full access' : 'none')}
          </>
        }
        actions={
          isCurrent ? (
            <Badge size="lg" variant="light">
              Current project
            </Badge>
          ) : (
            <Button variant="light" onClick={() => setProjectId(project.id)}>
              Switch to this project
            </Button>
          )
        }
      />
      <SettingsCard project={project} editable={can('edit', project.my_role, viewer)} />
      <MembersPanel projectId={project.id} myRole={project.my_role} viewer={viewer} currentUserId={currentUserId} />
      <VariablesPanel projectId={project.id} myRole={project.my_role} viewer={viewer} />
      {project.id !== DEFAULT_PROJECT_ID && can('delete', project.my_role, viewer) && <DangerZone project={project} />}
    </Stack>
  )
}

export function ProjectDetailPage() {
  const { projectId = '' } = useParams()
  const project = useProject(projectId)
  const { viewer, user } = useAuth()
  if (!project.data) return <CenteredLoader label="Loading project" />
  return <ProjectDetail project={project.data} viewer={viewer} currentUserId={user?.id} />
}
