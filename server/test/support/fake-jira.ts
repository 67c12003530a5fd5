// An issue tracker with Jira Cloud REST v3 semantics: basic auth (email + API token), ADF bodies (rejected when
// not a `doc`), issue keys `<PROJECT>-<n>`, `{errorMessages, errors}` error bodies.
import { FakeRemote, type Reply } from './fake-remote.js'

export interface FakeIssue {
  key: string
  project: string
  summary: string
  issuetype: string
  // biome-ignore lint/suspicious/noExplicitAny: ADF document as sent
  description: any
  labels: string[]
  // biome-ignore lint/suspicious/noExplicitAny: ADF documents as sent
  comments: any[]
  statusCategory: 'new' | 'indeterminate' | 'done'
}

export class FakeJira extends FakeRemote {
  projects = ['QA']
  issues: FakeIssue[] = []
  #n = 0

  protected target(url: string): string {
    return url
  }

  protected authError(status: number): unknown {
    return {
      errorMessages: [status === 401 ? 'Client must be authenticated to access this resource.' : 'You do not have permission.'],
      errors: {},
    }
  }

  close(key: string): void {
    const issue = this.issues.find((i) => i.key === key)
    if (issue) issue.statusCategory = 'done'
  }

  protected route(method: string, target: string, body: unknown): Reply {
    const path = target.split('?')[0] ?? ''
    const b = (body ?? {}) as Record<string, any>
    const bad = (field: string, message: string): Reply => ({ status: 400, body: { errorMessages: [], errors: { [field]: message } } })
    if (method === 'GET' && path === '/rest/api/3/myself')
      return { status: 200, body: { accountId: 'acc-1', displayName: 'QA Bot', emailAddress: this.email } }
    if (method === 'POST' && path === '/rest/api/3/issue') {
      const f = b.fields ?? {}
      if (!this.projects.includes(f.project?.key)) return bad('project', 'valid project is required')
      if (typeof f.summary !== 'string' || f.summary === '' || f.summary.length > 255)
        return bad('summary', 'You must specify a summary of the issue.')
      if (f.description?.type !== 'doc' || f.description?.version !== 1)
        return bad('description', 'Operation value must be an Atlassian Document.')
      const key = `${f.project.key}-${++this.#n}`
      this.issues.push({
        key,
        project: f.project.key,
        summary: f.summary,
        issuetype: f.issuetype?.name,
        description: f.description,
        labels: f.labels ?? [],
        comments: [],
        statusCategory: 'new',
      })
      return { status: 201, body: { id: String(10000 + this.#n), key, self: `${this.url}/rest/api/3/issue/${key}` } }
    }
    const m = /^\/rest\/api\/3\/issue\/([^/]+)(\/comment)?$/.exec(path)
    const issue = m ? this.issues.find((i) => i.key === decodeURIComponent(m[1] as string)) : undefined
    if (m && !issue)
      return { status: 404, body: { errorMessages: ['Issue does not exist or you do not have permission to see it.'], errors: {} } }
    if (m && issue && method === 'POST' && m[2]) {
      if (b.body?.type !== 'doc') return bad('comment', 'Comment body must be an Atlassian Document.')
      issue.comments.push(b.body)
      return { status: 201, body: { id: String(issue.comments.length) } }
    }
    if (m && issue && method === 'GET' && !m[2]) {
      return {
        status: 200,
        body: {
          key: issue.key,
          fields: { summary: issue.summary, status: { name: issue.statusCategory, statusCategory: { key: issue.statusCategory } } },
        },
      }
    }
    return { status: 404, body: { errorMessages: [`No route ${method} ${path}`], errors: {} } }
  }
}
