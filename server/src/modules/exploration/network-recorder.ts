import type { BrowserContext, Page, Request, Response } from 'playwright-core'
import { outOfScope, type Scope, urlTemplate } from './crawl-policy.js'
import type { Discovered, DiscoveredEndpoint, DiscoveredError } from './discovery.js'

const CAPTURED_TYPES = new Set(['document', 'xhr', 'fetch', 'eventsource', 'websocket'])
const MAX_ERRORS = 200

/**
 * Listens to a browser context: in-scope document/XHR/fetch traffic becomes endpoints (method, URL template,
 * status codes), HTTP >= 400 and console/page errors become error states, and DELETE requests are refused unless
 * destructive actions are allowed.
 */
export class NetworkRecorder {
  readonly #endpoints = new Map<string, DiscoveredEndpoint>()
  readonly #errors = new Map<string, DiscoveredError>()

  constructor(
    private readonly scope: Scope,
    private readonly discovered: Discovered,
    private readonly allowDestructive: boolean,
  ) {}

  async attach(context: BrowserContext): Promise<void> {
    await context.route('**/*', async (route) => {
      const req = route.request()
      if (req.method() === 'DELETE' && !this.allowDestructive) {
        this.discovered.skipped.push({
          kind: 'request',
          target: `DELETE ${safeTemplate(req.url())}`,
          url: req.url(),
          reason: 'destructive: DELETE request',
        })
        await route.abort('blockedbyclient').catch(() => undefined)
        return
      }
      await route.continue().catch(() => undefined)
    })
    context.on('response', (res) => this.#onResponse(res))
  }

  watch(page: Page): void {
    page.on('console', (msg) => {
      if (msg.type() === 'error') this.#error('console', msg.text(), page.url(), null)
    })
    page.on('pageerror', (err) => this.#error('page_error', err.message, page.url(), null))
  }

  /** Endpoints listed by the site's OpenAPI document (never called). */
  addDocumented(method: string, template: string): void {
    const key = `openapi ${method} ${template}`
    if (!this.#endpoints.has(key)) {
      const ep: DiscoveredEndpoint = { method, template, statuses: [], count: 0, source: 'openapi', resource_type: 'api' }
      this.#endpoints.set(key, ep)
      this.discovered.endpoints.push(ep)
    }
  }

  #onResponse(res: Response): void {
    const req: Request = res.request()
    if (!CAPTURED_TYPES.has(req.resourceType()) || outOfScope(this.scope, req.url())) return
    const method = req.method()
    const template = urlTemplate(req.url())
    const key = `network ${method} ${template}`
    let ep = this.#endpoints.get(key)
    if (!ep) {
      ep = { method, template, statuses: [], count: 0, source: 'network', resource_type: req.resourceType() }
      this.#endpoints.set(key, ep)
      this.discovered.endpoints.push(ep)
    }
    ep.count++
    const status = res.status()
    if (!ep.statuses.includes(status)) ep.statuses.push(status)
    ep.statuses.sort((a, b) => a - b)
    if (status >= 400) this.#error('http', `${method} ${template} answered ${status}`, req.url(), status)
  }

  #error(kind: DiscoveredError['kind'], message: string, url: string, status: number | null): void {
    const key = `${kind} ${message}`
    const known = this.#errors.get(key)
    if (known) {
      known.count++
      return
    }
    if (this.#errors.size >= MAX_ERRORS) return
    const err: DiscoveredError = { kind, message: message.slice(0, 500), url, status, count: 1 }
    this.#errors.set(key, err)
    this.discovered.errors.push(err)
  }
}

function safeTemplate(url: string): string {
  try {
    return urlTemplate(url)
  } catch {
    return url
  }
}
