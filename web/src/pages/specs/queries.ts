import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import type { components } from '../../api/schema.js'

export type UiSpec = components['schemas']['UiSpec']
export type UiSpecSummary = components['schemas']['UiSpecSummary']
export type SpecValidation = components['schemas']['UiSpecValidation']
export type SpecIssue = components['schemas']['UiSpecIssue']
export type Run = components['schemas']['Run']

/** Shared with the selector memory page (pages do not import each other). */
export { specPath } from '../../api/spec-path.js'

/**
 * The API's own defaults, sent explicitly: the OpenAPI document marks these defaulted fields as required in the
 * request body.
 */
export const RUN_OPTIONS = { engine: 'auto', heal: true, max_heal_attempts: 3 } as const

/** POST /runs (member and up): queues plan → generate → validate → heal for one saved spec. */
export function useRunSpec(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (specName: string) => unwrap(api.POST('/runs', { body: { ...RUN_OPTIONS, spec_name: specName, project_id: projectId } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['runs', projectId] }),
  })
}

/** POST /runs/bulk (member and up): one run per spec. */
export function useBulkRun(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (specNames: string[]) =>
      unwrap(api.POST('/runs/bulk', { body: { ...RUN_OPTIONS, spec_names: specNames, project_id: projectId } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['runs', projectId] }),
  })
}
