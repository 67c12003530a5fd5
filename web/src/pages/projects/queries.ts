import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import type { Role } from '../../api/roles.js'
import type { components } from '../../api/schema.js'
import { PROJECTS_KEY, projectsQuery } from '../../hooks/current-project.js'

export type Member = components['schemas']['ProjectMember']
export type CreateProjectBody = components['schemas']['CreateProjectBodyInput']
export type UpdateProjectBody = components['schemas']['UpdateProjectBodyInput']

export const PROJECTS_PAGE_SIZE = 25

export const projectQuery = (projectId: string) =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, 'detail', projectId],
    queryFn: () => unwrap(api.GET('/projects/{project_id}', { params: { path: { project_id: projectId } } })),
  })

export const membersQuery = (projectId: string) =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, 'members', projectId],
    queryFn: () => unwrap(api.GET('/projects/{project_id}/members', { params: { path: { project_id: projectId } } })),
  })

export const useProjects = (page: number) => useQuery(projectsQuery({ limit: PROJECTS_PAGE_SIZE, offset: (page - 1) * PROJECTS_PAGE_SIZE }))
export const useProject = (projectId: string) => useQuery(projectQuery(projectId))
export const useMembers = (projectId: string) => useQuery(membersQuery(projectId))

/** Every project query (lists, details, member counts, my_role) may change after a project write. */
function useInvalidateProjects() {
  const qc = useQueryClient()
  return () => qc.invalidateQueries({ queryKey: PROJECTS_KEY })
}

export function useCreateProject() {
  const invalidate = useInvalidateProjects()
  return useMutation({
    mutationFn: (body: CreateProjectBody) => unwrap(api.POST('/projects', { body })),
    onSuccess: invalidate,
  })
}

export function useUpdateProject(projectId: string) {
  const invalidate = useInvalidateProjects()
  return useMutation({
    mutationFn: (body: UpdateProjectBody) =>
      unwrap(api.PUT('/projects/{project_id}', { params: { path: { project_id: projectId } }, body })),
    onSuccess: invalidate,
  })
}

export function useDeleteProject() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (projectId: string) => unwrap(api.DELETE('/projects/{project_id}', { params: { path: { project_id: projectId } } })),
    // The deleted project's own detail and members queries are left alone: refetching them would only 404.
    onSuccess: (_data, projectId) => qc.invalidateQueries({ queryKey: PROJECTS_KEY, predicate: (q) => q.queryKey[2] !== projectId }),
  })
}

export function useAddMember(projectId: string) {
  const invalidate = useInvalidateProjects()
  return useMutation({
    mutationFn: (body: { email: string; role: Role }) =>
      unwrap(api.POST('/projects/{project_id}/members', { params: { path: { project_id: projectId } }, body })),
    onSuccess: invalidate,
  })
}

export function useChangeMemberRole(projectId: string) {
  const invalidate = useInvalidateProjects()
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      unwrap(
        api.PUT('/projects/{project_id}/members/{user_id}', {
          params: { path: { project_id: projectId, user_id: userId } },
          body: { role },
        }),
      ),
    onSuccess: invalidate,
  })
}

export function useRemoveMember(projectId: string) {
  const invalidate = useInvalidateProjects()
  return useMutation({
    mutationFn: (userId: string) =>
      unwrap(api.DELETE('/projects/{project_id}/members/{user_id}', { params: { path: { project_id: projectId, user_id: userId } } })),
    onSuccess: invalidate,
  })
}

export type ProjectVariable = components['schemas']['ProjectVariable']

export const variablesQuery = (projectId: string) =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, 'variables', projectId],
    queryFn: () => unwrap(api.GET('/projects/{project_id}/variables', { params: { path: { project_id: projectId } } })),
  })

export const useVariables = (projectId: string) => useQuery(variablesQuery(projectId))

export function usePutVariable(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ name, value, secret }: { name: string; value: string; secret: boolean }) =>
      unwrap(
        api.PUT('/projects/{project_id}/variables/{name}', {
          params: { path: { project_id: projectId, name } },
          body: { value, secret },
        }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: variablesQuery(projectId).queryKey }),
  })
}

export function useDeleteVariable(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (name: string) =>
      unwrap(api.DELETE('/projects/{project_id}/variables/{name}', { params: { path: { project_id: projectId, name } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: variablesQuery(projectId).queryKey }),
  })
}
