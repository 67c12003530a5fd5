import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import type { components } from '../../api/schema.js'

export type TestmgmtConfig = components['schemas']['TestmgmtConfig']
export type TrackerConfig = components['schemas']['TrackerConfig']
export type WebhookConfig = components['schemas']['CiWebhookConfig']
export type SyncPreview = components['schemas']['TestmgmtSyncPreview']
export type SyncResult = components['schemas']['TestmgmtSyncResult']
export type PushResult = components['schemas']['TestmgmtPushResult']
export type ConnectionResult = components['schemas']['IntegrationConnectionResult']
export type GeneratedFile = components['schemas']['CiGeneratedFile']
export type LinkedIssue = components['schemas']['TrackerLinkedIssue']

const key = (projectId: string, ...rest: string[]) => ['integrations', projectId, ...rest] as const
const path = (project_id: string) => ({ params: { path: { project_id } } })

/** The dashboard's own address, so links written into remote systems come back here. */
export const dashboardUrl = () => window.location.origin

export const useTestmgmtConfig = (projectId: string) =>
  useQuery({
    queryKey: key(projectId, 'testmgmt', 'config'),
    queryFn: () => unwrap(api.GET('/testmgmt/{project_id}/config', path(projectId))),
  })

export function useSaveTestmgmtConfig(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: components['schemas']['TestmgmtConfigBody']) =>
      unwrap(api.POST('/testmgmt/{project_id}/config', { ...path(projectId), body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(projectId, 'testmgmt') }),
  })
}

export const useTestmgmtConnection = (projectId: string) =>
  useMutation({ mutationFn: () => unwrap(api.POST('/testmgmt/{project_id}/test-connection', path(projectId))) })

export const useMappings = (projectId: string) =>
  useQuery({
    queryKey: key(projectId, 'testmgmt', 'mappings'),
    queryFn: () => unwrap(api.GET('/testmgmt/{project_id}/mappings', path(projectId))),
  })

export function usePushCases(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => unwrap(api.POST('/testmgmt/{project_id}/push-cases', { ...path(projectId), body: {} })),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(projectId, 'testmgmt') }),
  })
}

export const useSyncPreview = (projectId: string, batchId: string | null) =>
  useQuery({
    queryKey: key(projectId, 'testmgmt', 'preview', batchId ?? ''),
    queryFn: () =>
      unwrap(
        api.GET('/testmgmt/{project_id}/sync-preview/{batch_id}', { params: { path: { project_id: projectId, batch_id: batchId ?? '' } } }),
      ),
    enabled: Boolean(batchId),
    retry: false,
  })

export function useSyncResults(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (batchId: string) =>
      unwrap(
        api.POST('/testmgmt/{project_id}/sync-results', { ...path(projectId), body: { batch_id: batchId, dashboard_url: dashboardUrl() } }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(projectId, 'testmgmt') }),
  })
}

export const useTrackerConfig = (projectId: string) =>
  useQuery({
    queryKey: key(projectId, 'tracker', 'config'),
    queryFn: () => unwrap(api.GET('/tracker/{project_id}/config', path(projectId))),
  })

export function useSaveTrackerConfig(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: components['schemas']['TrackerConfigBody']) =>
      unwrap(api.POST('/tracker/{project_id}/config', { ...path(projectId), body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(projectId, 'tracker') }),
  })
}

export const useTrackerConnection = (projectId: string) =>
  useMutation({ mutationFn: () => unwrap(api.POST('/tracker/{project_id}/test-connection', path(projectId))) })

export const useLinkedIssues = (projectId: string, specName?: string) =>
  useQuery({
    queryKey: key(projectId, 'tracker', 'issues', specName ?? ''),
    queryFn: () =>
      unwrap(api.GET('/tracker/{project_id}/issues', { params: { path: { project_id: projectId }, query: { spec_name: specName } } })),
  })

export function useIssueFromRun(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (runId: string) =>
      unwrap(
        api.POST('/tracker/{project_id}/issues/from-run', { ...path(projectId), body: { run_id: runId, dashboard_url: dashboardUrl() } }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(projectId, 'tracker') }),
  })
}

export function useLinkIssue(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: { issue_key: string; spec_name: string; run_id?: string }) =>
      unwrap(api.POST('/tracker/{project_id}/issues/link', { ...path(projectId), body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(projectId, 'tracker') }),
  })
}

export const useGenerateWorkflow = (projectId: string) =>
  useMutation({
    mutationFn: (body: components['schemas']['CiWorkflowBody']) =>
      unwrap(api.POST('/ci-workflow/{project_id}/generate-workflow', { ...path(projectId), body })),
  })

export const useGeneratePipeline = (projectId: string) =>
  useMutation({
    mutationFn: (body: components['schemas']['CiPipelineBody']) =>
      unwrap(api.POST('/ci-pipeline/{project_id}/generate-config', { ...path(projectId), body })),
  })

export const useWebhookConfig = (projectId: string) =>
  useQuery({
    queryKey: key(projectId, 'ci', 'webhook'),
    queryFn: () => unwrap(api.GET('/ci-workflow/{project_id}/webhook-config', path(projectId))),
  })

export function useSaveWebhookConfig(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: components['schemas']['CiWebhookConfigBody']) =>
      unwrap(api.POST('/ci-workflow/{project_id}/webhook-config', { ...path(projectId), body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(projectId, 'ci') }),
  })
}

export const useDeliveries = (projectId: string) =>
  useQuery({
    queryKey: key(projectId, 'ci', 'deliveries'),
    queryFn: () =>
      unwrap(
        api.GET('/ci-workflow/{project_id}/deliveries', { params: { path: { project_id: projectId }, query: { limit: 50, offset: 0 } } }),
      ),
    refetchInterval: 15_000,
  })

/** The project's latest batches, for picking one to sync. */
export const useRecentBatches = (projectId: string) =>
  useQuery({
    queryKey: key(projectId, 'batches'),
    queryFn: () => unwrap(api.GET('/regression/batches', { params: { query: { project_id: projectId, limit: 50, offset: 0 } } })),
  })
