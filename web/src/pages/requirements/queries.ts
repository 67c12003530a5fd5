import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import type { components } from '../../api/schema.js'

export type Requirement = components['schemas']['Requirement']
export type Category = Requirement['category']
export type Priority = Requirement['priority']
export type ReviewStatus = Requirement['status']
export const CATEGORIES: Category[] = ['functional', 'non-functional', 'security', 'performance', 'usability', 'accessibility']
export const PRIORITIES: Priority[] = ['high', 'medium', 'low']
export const REVIEW_STATUSES: ReviewStatus[] = ['draft', 'approved', 'rejected']
export const REQUIREMENTS_PAGE_SIZE = 100
const rootKey = (projectId: string) => ['requirements', projectId] as const

export interface RequirementFilter {
  category?: Category | undefined
  priority?: Priority | undefined
  status?: ReviewStatus | undefined
  q?: string | undefined
}

export const useRequirements = (projectId: string, filter: RequirementFilter, page: number) =>
  useQuery({
    queryKey: [...rootKey(projectId), 'list', filter, page],
    queryFn: () =>
      unwrap(
        api.GET('/requirements', {
          params: {
            query: {
              project_id: projectId,
              ...filter,
              q: filter.q || undefined,
              limit: REQUIREMENTS_PAGE_SIZE,
              offset: (page - 1) * REQUIREMENTS_PAGE_SIZE,
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  })

/** Completed or stopped sessions, the ones requirements can be generated from. */
export const useFinishedSessions = (projectId: string) =>
  useQuery({
    queryKey: ['exploration', projectId, 'finished'],
    queryFn: async () => {
      const [completed, stopped] = await Promise.all(
        (['completed', 'stopped'] as const).map((status) =>
          unwrap(api.GET('/exploration/sessions', { params: { query: { project_id: projectId, status, limit: 50 } } })),
        ),
      )
      return [...completed!.items, ...stopped!.items].sort((a, b) => b.created_at.localeCompare(a.created_at))
    },
  })

export interface RequirementInput {
  title: string
  category: Category
  priority: Priority
  acceptance_criteria: string
  description: string
}

export function useCreateRequirement(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: RequirementInput) => unwrap(api.POST('/requirements', { body: { ...body, project_id: projectId } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKey(projectId) }),
  })
}

export function useUpdateRequirement(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...body }: Partial<RequirementInput> & { id: string; status?: ReviewStatus }) =>
      unwrap(api.PUT('/requirements/{req_id}', { params: { path: { req_id: id } }, body: { ...body, project_id: projectId } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKey(projectId) }),
  })
}

export function useGenerateRequirements(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (sessionId: string) =>
      unwrap(api.POST('/requirements/generate', { body: { exploration_session_id: sessionId, project_id: projectId } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKey(projectId) }),
  })
}
