import { RemoteHttp, type RemoteOptions } from '../remote-http.js'

/**
 * A test management system with TestRail API v2 semantics: `index.php?/api/v2/<method>`, basic auth with an
 * email and API key, bulk lists paginated as `{offset, limit, size, _links: {next}, <items>}` (older servers
 * answer a bare array, which is accepted too).
 */
export interface RemoteProject {
  id: number
  name: string
  suite_mode?: number
}
export interface RemoteSuite {
  id: number
  name: string
  project_id?: number
}
export interface RemoteSection {
  id: number
  name: string
  suite_id?: number
}
export interface RemoteCase {
  id: number
  title: string
}

const MAX_PAGES = 50

export class TestManagementClient {
  readonly #http: RemoteHttp

  constructor(opts: RemoteOptions) {
    this.#http = new RemoteHttp(opts)
  }

  static readonly SECTION_NAME = 'Specwright'

  #get<T>(method: string): Promise<T> {
    return this.#http.json<T>('GET', `/index.php?/api/v2/${method}`)
  }

  #post<T>(method: string, body: unknown): Promise<T> {
    return this.#http.json<T>('POST', `/index.php?/api/v2/${method}`, body)
  }

  /** Every page of a bulk list: follows `_links.next` (a path starting with `/api/v2/`). */
  async #all<T>(first: string, key: string): Promise<T[]> {
    const out: T[] = []
    let method: string | null = first
    for (let page = 0; method !== null && page < MAX_PAGES; page++) {
      const body: unknown = await this.#get<unknown>(method)
      if (Array.isArray(body)) return [...out, ...(body as T[])]
      const obj = body as { _links?: { next?: string | null } } & Record<string, unknown>
      out.push(...((obj[key] as T[] | undefined) ?? []))
      const next = obj._links?.next
      method = typeof next === 'string' && next.startsWith('/api/v2/') ? next.slice('/api/v2/'.length) : null
    }
    return out
  }

  /** The signed-in user (the connection test). */
  currentUser(email: string): Promise<{ id: number; name: string; email: string }> {
    return this.#get(`get_user_by_email&email=${encodeURIComponent(email)}`)
  }

  projects(): Promise<RemoteProject[]> {
    return this.#all<RemoteProject>('get_projects', 'projects')
  }

  suites(projectId: number): Promise<RemoteSuite[]> {
    return this.#all<RemoteSuite>(`get_suites/${projectId}`, 'suites')
  }

  /** The section Specwright files its cases under, created on first use. */
  async ensureSection(projectId: number, suiteId: number): Promise<number> {
    const sections = await this.#all<RemoteSection>(`get_sections/${projectId}&suite_id=${suiteId}`, 'sections')
    const found = sections.find((s) => s.name === TestManagementClient.SECTION_NAME)
    if (found) return found.id
    const created = await this.#post<RemoteSection>(`add_section/${projectId}`, {
      suite_id: suiteId,
      name: TestManagementClient.SECTION_NAME,
    })
    return created.id
  }

  addCase(sectionId: number, c: { title: string; steps: string; refs: string }): Promise<RemoteCase> {
    return this.#post(`add_case/${sectionId}`, { title: c.title, custom_steps: c.steps, refs: c.refs })
  }

  updateCase(caseId: number, c: { title: string; steps: string; refs: string }): Promise<RemoteCase> {
    return this.#post(`update_case/${caseId}`, { title: c.title, custom_steps: c.steps, refs: c.refs })
  }

  addRun(
    projectId: number,
    r: { suite_id: number; name: string; description: string; case_ids: number[] },
  ): Promise<{ id: number; url?: string }> {
    return this.#post(`add_run/${projectId}`, { ...r, include_all: false })
  }

  updateRunCases(runId: number, caseIds: number[]): Promise<{ id: number }> {
    return this.#post(`update_run/${runId}`, { include_all: false, case_ids: caseIds })
  }

  addResultForCase(runId: number, caseId: number, r: { status_id: number; comment: string; elapsed?: string }): Promise<{ id: number }> {
    return this.#post(`add_result_for_case/${runId}/${caseId}`, r)
  }
}
