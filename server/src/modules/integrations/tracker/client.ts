import { RemoteHttp, type RemoteOptions } from '../remote-http.js'
import type { AdfDoc } from './adf.js'

/** An issue tracker with Jira Cloud REST v3 semantics: basic auth with email + API token, ADF bodies. */
export class TrackerClient {
  readonly #http: RemoteHttp
  readonly #base: string

  constructor(opts: RemoteOptions) {
    this.#http = new RemoteHttp(opts)
    this.#base = opts.baseUrl.replace(/\/+$/, '')
  }

  issueUrl(key: string): string {
    return `${this.#base}/browse/${encodeURIComponent(key)}`
  }

  myself(): Promise<{ accountId: string; displayName?: string; emailAddress?: string }> {
    return this.#http.json('GET', '/rest/api/3/myself')
  }

  createIssue(f: {
    projectKey: string
    issueType: string
    summary: string
    description: AdfDoc
    labels: string[]
  }): Promise<{ id: string; key: string }> {
    return this.#http.json('POST', '/rest/api/3/issue', {
      fields: {
        project: { key: f.projectKey },
        issuetype: { name: f.issueType },
        summary: f.summary,
        description: f.description,
        labels: f.labels,
      },
    })
  }

  addComment(key: string, body: AdfDoc): Promise<{ id: string }> {
    return this.#http.json('POST', `/rest/api/3/issue/${encodeURIComponent(key)}/comment`, { body })
  }

  getIssue(
    key: string,
  ): Promise<{ key: string; fields: { summary?: string; status?: { name?: string; statusCategory?: { key?: string } } } }> {
    return this.#http.json('GET', `/rest/api/3/issue/${encodeURIComponent(key)}?fields=summary,status`)
  }
}
