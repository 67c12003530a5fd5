import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import type { components } from '../../api/schema.js'

export type LlmProvider = components['schemas']['LlmProvider']
export type LlmRun = components['schemas']['LlmRun']
export type LlmCaseResult = components['schemas']['LlmCaseResult']
export type LlmComparison = components['schemas']['LlmComparison']
export type LlmSpec = components['schemas']['LlmSpec']

export const llmKeys = {
  root: (projectId: string) => ['llm-testing', projectId] as const,
  providers: (projectId: string) => ['llm-testing', projectId, 'providers'] as const,
  specs: (projectId: string) => ['llm-testing', projectId, 'specs'] as const,
  runs: (projectId: string) => ['llm-testing', projectId, 'runs'] as const,
  run: (projectId: string, id: string) => ['llm-testing', projectId, 'run', id] as const,
  comparisons: (projectId: string) => ['llm-testing', projectId, 'comparisons'] as const,
}

export const listProviders = (projectId: string) =>
  unwrap(api.GET('/llm-testing/providers', { params: { query: { project_id: projectId } } })).then((r) => r.items)

export const listSpecNames = (projectId: string) =>
  unwrap(api.GET('/llm-testing/specs', { params: { query: { project_id: projectId, limit: 200 } } })).then((r) =>
    r.items.map((i) => i.name),
  )

/** A run or comparison still moving: poll it. */
export const isLive = (status: string | undefined) => status === 'queued' || status === 'running'

export function pct(value: number | null | undefined): string {
  return value === null || value === undefined ? '–' : `${Math.round(value * 1000) / 10}%`
}

export function money(value: number): string {
  return `$${value.toFixed(value !== 0 && value < 0.01 ? 6 : 4)}`
}
