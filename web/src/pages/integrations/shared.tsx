import { Alert, Badge } from '@mantine/core'
import { effectiveRole, type Role, roleAtLeast } from '../../api/roles.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { useAuth } from '../../hooks/use-auth.js'
import type { ConnectionResult } from './queries.js'

/** Whether the signed-in user has at least `role` in the current project. */
export function useHasRole(role: Role): boolean {
  const { project } = useCurrentProject()
  const { viewer } = useAuth()
  return roleAtLeast(effectiveRole(project?.my_role, viewer), role)
}

export function ConnectionAlert({ result }: { result: ConnectionResult | undefined }) {
  if (!result) return null
  return (
    <Alert color={result.ok ? 'green' : 'red'} title={result.ok ? 'Connected' : 'Connection failed'} role="status">
      {result.detail}
    </Alert>
  )
}

/** "****1234 saved" / "must be entered again" / "not set" for a write-only secret. */
export function SecretState({
  config,
}: {
  config: { has_secret: boolean; secret_masked: string | null; needs_reentry: boolean } | undefined
}) {
  if (!config?.has_secret) return <Badge color="gray">not set</Badge>
  if (config.needs_reentry) return <Badge color="orange">enter again</Badge>
  return <Badge color="teal">saved {config.secret_masked}</Badge>
}
