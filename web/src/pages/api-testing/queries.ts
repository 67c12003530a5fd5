import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import type { components } from '../../api/schema.js'
import { runRefetchInterval, runsRefetchInterval } from './run-status.js'
import { codeFileName, dispositionFileName, openApiFileType } from './spec-text.js'

export type ApiSpec = components['schemas']['ApiSpec']
export type ApiSpecSummary = components['schemas']['ApiSpecSummary']
export type SpecValidation = components['schemas']['ApiSpecValidation']
export type SpecIssue = components['schemas']['SpecIssue']
export type ParsedTest = SpecValidation['tests'][number]
export type ImportResult = components['schemas']['ApiImportResult']
export type RunBatchStarted = components['schemas']['ApiRunBatchStarted']
export type ImportedSpec = ImportResult['specs'][number]
export type ImportAction = ImportedSpec['action']
export type ApiRunSummary = components['schemas']['ApiRunSummary']
export type ApiRun = components['schemas']['ApiRun']
export type ApiTestResult = components['schemas']['ApiTestResult']
export type ApiRunAttempt = components['schemas']['ApiRunAttempt']
export type RunStatus = ApiRunSummary['status']
export type TestStatus = ApiTestResult['status']
export type FailureClass = NonNullable<ApiRunAttempt['classification']>

/** Root of one project's API-testing queries; every write invalidates (part of) it. */
const rootKey = (projectId: string) => ['api-testing', projectId] as const
const specsKey = (projectId: string) => [...rootKey(projectId), 'specs'] as const
const runsKey = (projectId: string) => [...rootKey(projectId), 'runs'] as const

/**
 * Spec names are folder paths (`shop/products`) and the API takes them as the tail of the URL
 * (`/api-testing/specs/shop/products`): each segment is encoded, the slashes between them are kept. openapi-fetch
 * would look the `{*}` parameter up under an empty name, so these calls bring their own path serializer.
 */
export function specPath(name: string, action?: 'run'): { path: { '*': string }; serializer: (pathname: string) => string } {
  const tail = [...name.split('/'), ...(action ? [action] : [])].map(encodeURIComponent).join('/')
  return { path: { '*': tail }, serializer: (pathname) => pathname.replace('{*}', tail) }
}

/** The API's largest page of specs; the tree fetches every page (up to SPECS_MAX specs). */
const SPECS_PAGE = 200
export const SPECS_MAX = 2000

/** Every spec name of the project (matching `q`, a substring of the name), for the folder tree. */
export const specsQuery = (projectId: string, q: string) =>
  queryOptions({
    queryKey: [...specsKey(projectId), 'list', q],
    queryFn: async () => {
      const items: ApiSpecSummary[] = []
      let total = 0
      do {
        const page = await unwrap(
          api.GET('/api-testing/specs', {
            params: { query: { project_id: projectId, q: q || undefined, limit: SPECS_PAGE, offset: items.length } },
          }),
        )
        items.push(...page.items)
        total = page.total
        if (page.items.length === 0) break
      } while (items.length < total && items.length < SPECS_MAX)
      return { items, total }
    },
    placeholderData: keepPreviousData,
  })

export const RUNS_PAGE_SIZE = 20

export interface RunFilter {
  status?: RunStatus | undefined
  spec?: string | undefined
}

/** One page of runs, newest first; polls fast while a listed run is queued or running. */
export const runsQuery = (projectId: string, filter: RunFilter, page: number, pageSize = RUNS_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...runsKey(projectId), 'list', filter, page, pageSize],
    queryFn: () =>
      unwrap(
        api.GET('/api-testing/runs', {
          params: {
            query: {
              project_id: projectId,
              status: filter.status,
              spec: filter.spec || undefined,
              limit: pageSize,
              offset: (page - 1) * pageSize,
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => runsRefetchInterval(query.state.data?.items),
    refetchIntervalInBackground: false,
    staleTime: 0,
  })

/** One run with its tests, attempts, code and log tail; polls until it is final. */
export const runQuery = (projectId: string, runId: string) =>
  queryOptions({
    queryKey: [...runsKey(projectId), 'detail', runId],
    queryFn: () => unwrap(api.GET('/api-testing/runs/{run_id}', { params: { path: { run_id: runId }, query: { project_id: projectId } } })),
    refetchInterval: (query) => runRefetchInterval(query.state.data),
    refetchIntervalInBackground: false,
    staleTime: 0,
  })

export const useSpecs = (projectId: string, q: string) => useQuery(specsQuery(projectId, q))
export const useRuns = (projectId: string, filter: RunFilter, page: number) => useQuery(runsQuery(projectId, filter, page))
export const useSpecRuns = (projectId: string, spec: string) => useQuery({ ...runsQuery(projectId, { spec }, 1, 5), throwOnError: false })
export const useRun = (projectId: string, runId: string) => useQuery(runQuery(projectId, runId))

/** POST /api-testing/specs/<name>/run (member and up): queues a run job; a spec with errors is refused (422). */
export function useRunSpec(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (name: string) => {
      const p = specPath(name, 'run')
      return unwrap(
        api.POST('/api-testing/specs/{*}', {
          params: { path: p.path, query: { project_id: projectId } },
          pathSerializer: p.serializer,
          body: { project_id: projectId },
        }),
      )
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: runsKey(projectId) }),
  })
}

/**
 * POST /api-testing/runs/batch (member and up): every spec an OpenAPI import created, as one job sharing one
 * Playwright runner; one run record per spec.
 */
export function useRunImportedSpecs(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (): Promise<RunBatchStarted> =>
      unwrap(api.POST('/api-testing/runs/batch', { params: { query: { project_id: projectId } }, body: { project_id: projectId } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: runsKey(projectId) }),
  })
}

export type ImportSource = { kind: 'url'; url: string } | { kind: 'file'; file: File }

export interface ImportRequest {
  source: ImportSource
  baseUrl: string
  dryRun: boolean
}

/**
 * POST /api-testing/import-openapi (a file, multipart) or /import-openapi/url (member and up). `dryRun` previews
 * what would be created, updated or skipped; the dialog shows failures (an invalid document) itself.
 */
export function useImportOpenApi(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ source, baseUrl, dryRun }: ImportRequest): Promise<ImportResult> => {
      const base_url = baseUrl.trim() || undefined
      if (source.kind === 'url') {
        return unwrap(
          api.POST('/api-testing/import-openapi/url', {
            body: { url: source.url.trim(), base_url, dry_run: dryRun, project_id: projectId },
          }),
        )
      }
      // Browsers often send YAML with no media type, which the API refuses (415): name it from the extension.
      const form = new FormData()
      form.append('file', new Blob([source.file], { type: openApiFileType(source.file.name) }), source.file.name)
      return unwrap(
        api.POST('/api-testing/import-openapi', {
          params: { query: { project_id: projectId, base_url, dry_run: dryRun ? 'true' : 'false' } },
          body: form as never,
        }),
      ) as Promise<ImportResult>
    },
    meta: { notifyError: false },
    onSuccess: (result) => (result.dry_run ? undefined : qc.invalidateQueries({ queryKey: specsKey(projectId) })),
  })
}

/** GET /api-testing/runs/{id}/code with the bearer token, saved as a file through a temporary link. */
export async function downloadRunCode(projectId: string, run: Pick<ApiRun, 'id' | 'spec_name'>): Promise<void> {
  let response: Response | undefined
  const blob = await unwrap(
    api
      .GET('/api-testing/runs/{run_id}/code', {
        params: { path: { run_id: run.id }, query: { project_id: projectId } },
        parseAs: 'blob',
      })
      .then((result) => {
        response = result.response
        return result
      }),
  )
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = dispositionFileName(response?.headers.get('content-disposition') ?? null) ?? codeFileName(run.spec_name)
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
