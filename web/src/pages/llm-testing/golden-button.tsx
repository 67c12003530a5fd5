import { Badge, Button, Group } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import { effectiveRole, roleAtLeast } from '../../api/roles.js'
import { notifyError } from '../../components/notify.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { useAuth } from '../../hooks/use-auth.js'
import type { LlmRun } from './queries.js'

const goldenKey = (projectId: string) => ['llm-testing', projectId, 'analytics', 'golden'] as const

/**
 * Marks a finished suite run as the golden baseline of its suite on its provider (editors), or shows that it is
 * one. Runs over a dataset take their baseline from the dataset's golden version instead (Datasets page).
 */
export function GoldenButton({ projectId, run }: { projectId: string; run: LlmRun }) {
  const qc = useQueryClient()
  const { project } = useCurrentProject()
  const { viewer } = useAuth()
  const mayMark = roleAtLeast(effectiveRole(project?.my_role, viewer), 'editor')
  const eligible = (run.status === 'passed' || run.status === 'failed') && !run.dataset_id
  const golden = useQuery({
    queryKey: goldenKey(projectId),
    queryFn: () => unwrap(api.GET('/llm-testing/analytics/golden', { params: { query: { project_id: projectId } } })),
    enabled: eligible,
  })
  const isGolden = golden.data?.items.some((g) => g.golden_run_id === run.id) ?? false
  const params = { params: { path: { id: run.id }, query: { project_id: projectId } } }
  const change = useMutation({
    mutationFn: async (mark: boolean) => {
      if (mark) await unwrap(api.POST('/llm-testing/runs/{id}/golden', params))
      else await unwrap(api.DELETE('/llm-testing/runs/{id}/golden', params))
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['llm-testing', projectId, 'analytics'] }),
    onError: (e) => notifyError(e, 'Could not change the golden mark'),
  })
  if (!eligible || !golden.data) return null
  return (
    <Group gap="xs">
      {isGolden && (
        <Badge color="yellow" variant="light">
          golden
        </Badge>
      )}
      {mayMark && (
        <Button size="xs" variant="default" loading={change.isPending} onClick={() => change.mutate(!isGolden)}>
          {isGolden ? 'Remove golden mark' : 'Mark golden'}
        </Button>
      )}
    </Group>
  )
}
