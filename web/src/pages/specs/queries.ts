import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import type { components } from '../../api/schema.js'

export type UiSpec = components['schemas']['UiSpec']
export type UiSpecSummary = components['schemas']['UiSpecSummary']
export type SpecFolder = components['schemas']['UiSpecFolder']
export type SpecFolderTree = components['schemas']['UiSpecFolderTree']
export type SpecValidation = components['schemas']['UiSpecValidation']
export type SpecIssue = components['schemas']['UiSpecIssue']
export type Run = components['schemas']['Run']

/** Root of one project's UI-spec queries; every write invalidates (part of) it. */
const rootKey = (projectId: string) => ['specs', projectId] as const
const listKey = (projectId: string) => [...rootKey(projectId), 'list'] as const
const specKey = (projectId: string, name: string) => [...rootKey(projectId), 'spec', name] as const

/**
 * Spec names are folder paths (`checkout/guest pays`) and the API takes them as the tail of the URL
 * (`/specs/checkout/guest%20pays`): each segment is encoded, the slashes between them are kept. openapi-fetch would
 * look the `{*}` parameter up under an empty name, so these calls bring their own path serializer.
 */
export function specPath(name: string): { path: { '*': string }; serializer: (pathname: string) => string } {
  const tail = name.split('/').map(encodeURIComponent).join('/')
  return { path: { '*': tail }, serializer: (pathname) => pathname.replace('{*}', tail) }
}

export interface SpecFilter {
  q: string
  tags: string[]
  /** Only specs inside this folder (any depth); '' for all. */
  folder: string
}

export const SPECS_PAGE_SIZE = 50

/** One page of spec summaries matching the filter (GET /specs). */
export const specsQuery = (projectId: string, filter: SpecFilter, page: number) =>
  queryOptions({
    queryKey: [...listKey(projectId), 'specs', filter, page],
    queryFn: () =>
      unwrap(
        api.GET('/specs', {
          params: {
            query: {
              project_id: projectId,
              q: filter.q || undefined,
              tag: filter.tags.length > 0 ? filter.tags.join(',') : undefined,
              folder: filter.folder || undefined,
              limit: SPECS_PAGE_SIZE,
              offset: (page - 1) * SPECS_PAGE_SIZE,
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  })

export const foldersQuery = (projectId: string) =>
  queryOptions({
    queryKey: [...listKey(projectId), 'folders'],
    queryFn: () => unwrap(api.GET('/specs/folders', { params: { query: { project_id: projectId } } })),
  })

export const tagsQuery = (projectId: string) =>
  queryOptions({
    queryKey: [...listKey(projectId), 'tags'],
    queryFn: () => unwrap(api.GET('/specs/tags', { params: { query: { project_id: projectId, limit: 100 } } })),
  })

export const specQuery = (projectId: string, name: string) =>
  queryOptions({
    queryKey: specKey(projectId, name),
    queryFn: () => {
      const p = specPath(name)
      return unwrap(api.GET('/specs/{*}', { params: { path: p.path, query: { project_id: projectId } }, pathSerializer: p.serializer }))
    },
    staleTime: 30_000,
  })

/** Live parse of editor text (POST /specs/validate); the same text is never parsed twice. */
export const validateQuery = (projectId: string, content: string) =>
  queryOptions({
    queryKey: [...rootKey(projectId), 'validate', content],
    queryFn: ({ signal }) => unwrap(api.POST('/specs/validate', { body: { content, project_id: projectId }, signal })),
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
  })

export const useSpecs = (projectId: string, filter: SpecFilter, page: number) => useQuery(specsQuery(projectId, filter, page))
export const useFolders = (projectId: string) => useQuery({ ...foldersQuery(projectId), throwOnError: false })
export const useTags = (projectId: string) => useQuery({ ...tagsQuery(projectId), throwOnError: false })
/** The editor shows a failure to load one spec itself (e.g. deleted in another tab) instead of failing the page. */
export const useSpec = (projectId: string, name: string | undefined) =>
  useQuery({ ...specQuery(projectId, name ?? ''), enabled: name !== undefined, throwOnError: false })
export const useValidation = (projectId: string, content: string, enabled: boolean) =>
  useQuery({ ...validateQuery(projectId, content), enabled, throwOnError: false })

/** POST /specs (member and up); saved even with errors, which the answer lists. */
export function useCreateSpec(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: { name: string; content: string; tags: string[] }) =>
      unwrap(api.POST('/specs', { body: { ...body, project_id: projectId } })),
    onSuccess: (spec) => {
      qc.setQueryData(specKey(projectId, spec.name), spec)
      return qc.invalidateQueries({ queryKey: listKey(projectId) })
    },
  })
}

/** PUT /specs/<name> (editor and up): new content, tags, a new name (rename or move), or any of them. */
export function useUpdateSpec(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ name, content, tags, newName }: { name: string; content?: string; tags?: string[]; newName?: string }) => {
      const p = specPath(name)
      return unwrap(
        api.PUT('/specs/{*}', {
          params: { path: p.path, query: { project_id: projectId } },
          pathSerializer: p.serializer,
          body: { content, tags, name: newName },
        }),
      )
    },
    onSuccess: (spec, { name }) => {
      if (spec.name !== name) qc.removeQueries({ queryKey: specKey(projectId, name), exact: true })
      qc.setQueryData(specKey(projectId, spec.name), spec)
      return qc.invalidateQueries({ queryKey: listKey(projectId) })
    },
  })
}

/** DELETE /specs/<name> (admin and up). */
export function useDeleteSpec(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (name: string) => {
      const p = specPath(name)
      return unwrap(api.DELETE('/specs/{*}', { params: { path: p.path, query: { project_id: projectId } }, pathSerializer: p.serializer }))
    },
    onSuccess: (_done, name) => {
      qc.removeQueries({ queryKey: specKey(projectId, name), exact: true })
      return qc.invalidateQueries({ queryKey: listKey(projectId) })
    },
  })
}

/**
 * The API's own defaults, sent explicitly: the OpenAPI document marks these defaulted fields as required in the
 * request body.
 */
const RUN_OPTIONS = { engine: 'auto', heal: true, max_heal_attempts: 3 } as const

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
