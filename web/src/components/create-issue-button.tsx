import { Anchor, Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../api/api-error.js'
import { api } from '../api/app-client.js'
import { notifyError } from './notify.js'

// Same query keys as pages/integrations, so the Integrations page sees new issues at once.
const trackerKey = (projectId: string, ...rest: string[]) => ['integrations', projectId, 'tracker', ...rest] as const

function useTrackerConfigured(projectId: string) {
  return useQuery({
    queryKey: trackerKey(projectId, 'config'),
    queryFn: () => unwrap(api.GET('/tracker/{project_id}/config', { params: { path: { project_id: projectId } } })),
  })
}

function useSpecIssues(projectId: string, specName: string, enabled: boolean) {
  return useQuery({
    queryKey: trackerKey(projectId, 'issues', specName),
    queryFn: () =>
      unwrap(api.GET('/tracker/{project_id}/issues', { params: { path: { project_id: projectId }, query: { spec_name: specName } } })),
    enabled,
  })
}

function useIssueFromRun(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (runId: string) =>
      unwrap(
        api.POST('/tracker/{project_id}/issues/from-run', {
          params: { path: { project_id: projectId } },
          body: { run_id: runId, dashboard_url: window.location.origin },
        }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: trackerKey(projectId) }),
  })
}

const VERB = { created: 'Created', commented: 'Commented on', linked: 'Linked', already_reported: 'Already reported as' } as const

/**
 * "Create issue" on a failed run's page: files it in the issue tracker (or comments on the open issue of the same
 * failure). Shown only when the project has a tracker configured; the run's linked issues are listed next to it.
 */
export function CreateIssueButton({ projectId, runId, specName }: { projectId: string; runId: string; specName: string }) {
  const config = useTrackerConfigured(projectId)
  const issues = useSpecIssues(projectId, specName, Boolean(config.data?.configured))
  const create = useIssueFromRun(projectId)
  if (!config.data?.configured) return null
  const mine = (issues.data?.items ?? []).filter((i) => i.run_ids.includes(runId))
  return (
    <Group gap="xs">
      {mine.map((i) => (
        <Anchor key={i.id} href={i.issue_url} target="_blank" rel="noreferrer" size="sm">
          {i.issue_key}
        </Anchor>
      ))}
      {mine.length === 0 && (
        <Button
          variant="default"
          loading={create.isPending}
          onClick={() =>
            create.mutate(runId, {
              onSuccess: (r) =>
                notifications.show({
                  color: 'green',
                  message: (
                    <Text size="sm">
                      {VERB[r.action]} {r.issue.issue_key}
                    </Text>
                  ),
                  autoClose: 5000,
                }),
              onError: (e) => notifyError(e, 'Could not create the issue'),
            })
          }
        >
          Create issue
        </Button>
      )}
    </Group>
  )
}
