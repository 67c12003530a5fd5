import { Badge, Group, NativeSelect, Tooltip } from '@mantine/core'
import { effectiveRole, ROLE_SUMMARY } from '../api/roles.js'
import { useCurrentProject } from '../hooks/current-project.js'
import { useAuth } from '../hooks/use-auth.js'

/** Header control: pick the project every project-scoped page works in, and see your role there. */
export function ProjectSwitcher() {
  const { projectId, project, projects, isLoading, setProjectId } = useCurrentProject()
  const { viewer } = useAuth()
  const role = project ? effectiveRole(project.my_role, viewer) : null
  const data = projects.length > 0 ? projects.map((p) => ({ value: p.id, label: p.name })) : [{ value: projectId, label: projectId }]

  return (
    <Group gap="xs" wrap="nowrap">
      <NativeSelect
        aria-label="Current project"
        size="sm"
        w={220}
        data={data}
        value={projectId}
        disabled={isLoading}
        onChange={(event) => setProjectId(event.currentTarget.value)}
      />
      {role && (
        <Tooltip label={`${project?.my_role ? 'Your role' : 'Superuser or open server'}: ${ROLE_SUMMARY[role]}`}>
          <Badge variant="light" visibleFrom="sm" aria-label={`Your role: ${role}`}>
            {project?.my_role ?? 'full access'}
          </Badge>
        </Tooltip>
      )}
    </Group>
  )
}
