// A test management server with TestRail API v2 semantics: `index.php?/api/v2/<method>/<id>&k=v`, paginated bulk
// lists `{offset, limit, size, _links: {next, prev}, <key>: [...]}`, `{error}` bodies, basic auth.
import { FakeRemote, type Reply } from './fake-remote.js'

export interface FakeCase {
  id: number
  section_id: number
  title: string
  custom_steps: string
  refs: string
}
export interface FakeRun {
  id: number
  project_id: number
  suite_id: number
  name: string
  case_ids: number[]
}
export interface FakeResult {
  id: number
  run_id: number
  case_id: number
  status_id: number
  comment: string
  elapsed?: string
}

export class FakeTestRail extends FakeRemote {
  projects = [
    { id: 1, name: 'Shop' },
    { id: 2, name: 'Back office' },
    { id: 3, name: 'Mobile' },
  ]
  suites: Record<number, { id: number; name: string; project_id: number }[]> = {
    1: [
      { id: 11, name: 'Regression' },
      { id: 12, name: 'Smoke' },
    ].map((s) => ({ ...s, project_id: 1 })),
  }
  sections: { id: number; suite_id: number; project_id: number; name: string }[] = []
  cases: FakeCase[] = []
  runs: FakeRun[] = []
  results: FakeResult[] = []
  /** Page size of bulk lists (TestRail's is 250; small here so tests see several pages). */
  pageSize = 2
  #ids = 100

  protected target(url: string): string {
    const i = url.indexOf('?/api/v2/')
    return i === -1 ? url : url.slice(i + '?/api/v2/'.length)
  }

  protected authError(status: number): unknown {
    return status === 401
      ? { error: 'Authentication failed: invalid or missing user/password or session cookie.' }
      : { error: 'You are not allowed to perform this action.' }
  }

  #page<T>(name: string, key: string, all: T[], args: URLSearchParams): Reply {
    const offset = Number(args.get('offset') ?? 0)
    const limit = Math.min(Number(args.get('limit') ?? this.pageSize), this.pageSize)
    const items = all.slice(offset, offset + limit)
    const extra = [...args.entries()]
      .filter(([k]) => k !== 'offset' && k !== 'limit')
      .map(([k, v]) => `&${k}=${v}`)
      .join('')
    const next = offset + limit < all.length ? `/api/v2/${name}${extra}&limit=${limit}&offset=${offset + limit}` : null
    return { status: 200, body: { offset, limit, size: items.length, _links: { next, prev: null }, [key]: items } }
  }

  protected route(method: string, target: string, body: unknown): Reply {
    const [head = '', ...rest] = target.split('&')
    const args = new URLSearchParams(rest.join('&'))
    const [name, idText] = head.split(/\/(.*)/s) as [string, string | undefined]
    const id = Number(idText?.split('/')[0])
    const b = (body ?? {}) as Record<string, unknown>
    const bad = (error: string): Reply => ({ status: 400, body: { error } })
    if (method === 'GET' && name === 'get_user_by_email') return { status: 200, body: { id: 1, name: 'QA Bot', email: args.get('email') } }
    if (method === 'GET' && name === 'get_projects') return this.#page('get_projects', 'projects', this.projects, args)
    if (method === 'GET' && name === 'get_suites') {
      if (!this.projects.some((p) => p.id === id)) return bad('Field :project_id is not a valid or accessible project.')
      return { status: 200, body: this.suites[id] ?? [] }
    }
    if (method === 'GET' && name === 'get_sections') {
      const all = this.sections.filter((s) => s.project_id === id && s.suite_id === Number(args.get('suite_id')))
      return this.#page(`get_sections/${id}`, 'sections', all, args)
    }
    if (method === 'POST' && name === 'add_section') {
      if (typeof b.name !== 'string' || typeof b.suite_id !== 'number') return bad('Field :name is a required field.')
      const s = { id: ++this.#ids, project_id: id, suite_id: b.suite_id, name: b.name }
      this.sections.push(s)
      return { status: 200, body: s }
    }
    if (method === 'POST' && name === 'add_case') {
      if (!this.sections.some((s) => s.id === id)) return bad('Field :section_id is not a valid section.')
      if (typeof b.title !== 'string' || b.title === '') return bad('Field :title is a required field.')
      const c: FakeCase = {
        id: ++this.#ids,
        section_id: id,
        title: b.title,
        custom_steps: String(b.custom_steps ?? ''),
        refs: String(b.refs ?? ''),
      }
      this.cases.push(c)
      return { status: 200, body: c }
    }
    if (method === 'POST' && name === 'update_case') {
      const c = this.cases.find((x) => x.id === id)
      if (!c) return bad('Field :case_id is not a valid test case.')
      Object.assign(c, { title: b.title ?? c.title, custom_steps: b.custom_steps ?? c.custom_steps, refs: b.refs ?? c.refs })
      return { status: 200, body: c }
    }
    if (method === 'POST' && name === 'add_run') {
      const ids = (b.case_ids as number[] | undefined) ?? []
      if (ids.some((cid) => !this.cases.some((c) => c.id === cid))) return bad('Field :case_ids contains an invalid case.')
      const r: FakeRun = { id: ++this.#ids, project_id: id, suite_id: Number(b.suite_id), name: String(b.name), case_ids: ids }
      this.runs.push(r)
      return { status: 200, body: { ...r, url: `${this.url}/index.php?/runs/view/${r.id}` } }
    }
    if (method === 'POST' && name === 'update_run') {
      const r = this.runs.find((x) => x.id === id)
      if (!r) return bad('Field :run_id is not a valid test run.')
      r.case_ids = (b.case_ids as number[]) ?? r.case_ids
      return { status: 200, body: r }
    }
    if (method === 'POST' && name === 'add_result_for_case') {
      const [runText, caseText] = (idText ?? '').split('/')
      const r = this.runs.find((x) => x.id === Number(runText))
      if (!r) return bad('Field :run_id is not a valid test run.')
      if (!r.case_ids.includes(Number(caseText))) return bad('No (active) test found for the run/case combination.')
      if (typeof b.status_id !== 'number') return bad('Field :status_id is a required field.')
      const res: FakeResult = {
        id: ++this.#ids,
        run_id: r.id,
        case_id: Number(caseText),
        status_id: b.status_id,
        comment: String(b.comment ?? ''),
        ...(typeof b.elapsed === 'string' ? { elapsed: b.elapsed } : {}),
      }
      this.results.push(res)
      return { status: 200, body: res }
    }
    return { status: 400, body: { error: `Unknown method ${method} ${name}` } }
  }
}
