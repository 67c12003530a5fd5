import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import type { components } from '../../api/schema.js'

export type Settings = components['schemas']['Settings']
export type AiSettingsInput = components['schemas']['AiSettingsInput']
export type ExecutionSettingsInput = components['schemas']['ExecutionSettingsInput']
export type AiTestInput = components['schemas']['AiTestInput']

export const settingsQuery = queryOptions({ queryKey: ['settings'], queryFn: () => unwrap(api.GET('/settings')) })
export const useSettings = (enabled: boolean) => useQuery({ ...settingsQuery, enabled })

export function useSaveAi() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: AiSettingsInput) => unwrap(api.PUT('/settings/ai', { body })),
    onSuccess: (data) => qc.setQueryData(settingsQuery.queryKey, data),
  })
}

export function useSaveExecution() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: ExecutionSettingsInput) => unwrap(api.PUT('/settings/execution', { body })),
    onSuccess: (data) => qc.setQueryData(settingsQuery.queryKey, data),
  })
}

export const useTestAi = () => useMutation({ mutationFn: (body: AiTestInput) => unwrap(api.POST('/settings/ai/test', { body })) })

/** Only the fields the user changed, so untouched env/default values are not stored by accident. */
export function changedFields<T extends Record<string, unknown>>(form: T, initial: T): Partial<T> {
  const out: Partial<T> = {}
  for (const key of Object.keys(form) as (keyof T)[]) {
    if (form[key] !== initial[key]) out[key] = form[key]
  }
  return out
}
