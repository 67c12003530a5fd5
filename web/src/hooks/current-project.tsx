import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react'
import { unwrap } from '../api/api-error.js'
import { api } from '../api/app-client.js'
import type { components } from '../api/schema.js'

export type Project = components['schemas']['Project']

/** Root key of every project query; invalidating it refreshes lists, details and members. */
export const PROJECTS_KEY = ['projects'] as const

/** One page of the projects the caller can see (GET /projects). */
export const projectsQuery = (page: { limit: number; offset: number }) =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, 'list', page],
    queryFn: () => unwrap(api.GET('/projects', { params: { query: page } })),
    placeholderData: keepPreviousData,
  })

/** The switcher lists up to the API's maximum page (200 projects). */
export const SWITCHER_PAGE = { limit: 200, offset: 0 }
export const CURRENT_PROJECT_KEY = 'specwright.project_id'
export const DEFAULT_PROJECT_ID = 'default'

/**
 * The project the stored choice resolves to among the visible ones: the stored id when it is still visible,
 * else the default project, else the first one.
 */
export function resolveProjectId(stored: string | null, visible: readonly Pick<Project, 'id'>[] | undefined): string {
  if (!visible) return stored ?? DEFAULT_PROJECT_ID
  if (stored && visible.some((p) => p.id === stored)) return stored
  if (visible.some((p) => p.id === DEFAULT_PROJECT_ID)) return DEFAULT_PROJECT_ID
  return visible[0]?.id ?? DEFAULT_PROJECT_ID
}

export interface CurrentProject {
  projectId: string
  /** The current project's record, once the list has loaded. */
  project: Project | undefined
  projects: Project[]
  isLoading: boolean
  setProjectId(id: string): void
}

const CurrentProjectContext = createContext<CurrentProject | undefined>(undefined)

/** Holds the selected project (persisted in localStorage) for everything under it. */
export function CurrentProjectProvider({ children }: { children: ReactNode }) {
  const [stored, setStored] = useState(() => window.localStorage.getItem(CURRENT_PROJECT_KEY))
  const list = useQuery({ ...projectsQuery(SWITCHER_PAGE), throwOnError: false })
  const projects = list.data?.items
  const projectId = resolveProjectId(stored, projects)

  const setProjectId = useCallback((id: string) => {
    window.localStorage.setItem(CURRENT_PROJECT_KEY, id)
    setStored(id)
  }, [])

  const value = useMemo<CurrentProject>(
    () => ({
      projectId,
      project: projects?.find((p) => p.id === projectId),
      projects: projects ?? [],
      isLoading: list.isLoading,
      setProjectId,
    }),
    [projectId, projects, list.isLoading, setProjectId],
  )
  return <CurrentProjectContext.Provider value={value}>{children}</CurrentProjectContext.Provider>
}

/** The current project id (and record) for pages; changes when the header switcher changes. */
export function useCurrentProject(): CurrentProject {
  const value = useContext(CurrentProjectContext)
  if (!value) throw new Error('useCurrentProject must be used inside <CurrentProjectProvider>')
  return value
}
