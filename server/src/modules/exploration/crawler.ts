import path from 'node:path'
import type { Browser, Locator, Page, Response } from 'playwright-core'
import type { NextActionChooser } from './ai-navigator.js'
import {
  type CrawlAction,
  destructiveWord,
  type FlowStep,
  outOfScope,
  type Scope,
  type Strategy,
  scopeOf,
  takeNext,
  urlTemplate,
  withoutHash,
} from './crawl-policy.js'
import type { Discovered, DiscoveredForm } from './discovery.js'
import { NetworkRecorder } from './network-recorder.js'
import {
  fill,
  formKey,
  type LoginProfile,
  logIn,
  NAV_TIMEOUT_MS,
  pageResponse,
  press,
  probeOpenApi,
  SCAN_SOURCE,
  type Scan,
  type ScannedForm,
  submitButton,
  TEXT_LIKE,
} from './page-actions.js'

export type { LoginProfile } from './page-actions.js'

export interface CrawlOptions {
  url: string
  strategy: Strategy
  maxInteractions: number
  maxPages: number
  timeBudgetMs: number
  allow: readonly string[]
  deny: readonly string[]
  allowDestructive: boolean
  login?: LoginProfile | undefined
  /** Folder for page screenshots; null takes none. */
  screenshotDir: string | null
  signal: AbortSignal
  now: () => number
  /** goal_directed only: the AI engine's pick of the next action (an index into the frontier), else the rules. */
  chooseNext?: NextActionChooser | undefined
  /** Called after every interaction with the discoveries so far. */
  onProgress: (discovered: Discovered, interactions: number, message: string) => Promise<void>
}

export interface CrawlResult {
  discovered: Discovered
  interactions: number
  /** Why the crawl ended: `exhausted` (nothing left), or the budget that ran out. */
  ended: 'exhausted' | 'max_interactions' | 'max_pages' | 'time_budget'
}

/**
 * Crawls from `url` within its origin: visits pages, submits every non-destructive form twice (empty, to read its
 * validation messages; then with sample values, to see the result), records network endpoints and error states.
 * Every page visit and every submission is one interaction. Returns when the frontier is empty, a budget is
 * spent, or `signal` aborts (then it throws the abort reason's error via Playwright's closed browser).
 */
export async function crawl(browser: Browser, opts: CrawlOptions): Promise<CrawlResult> {
  const scope = scopeOf(opts.url, opts.allow, opts.deny)
  const discovered: Discovered = { pages: [], forms: [], endpoints: [], flows: [], errors: [], skipped: [] }
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 800 } })
  const recorder = new NetworkRecorder(scope, discovered, opts.allowDestructive)
  await recorder.attach(context)
  const page = await context.newPage()
  page.setDefaultTimeout(NAV_TIMEOUT_MS)
  recorder.watch(page)
  const started = opts.now()
  const state = new CrawlState(discovered, scope, opts)
  let interactions = 0
  let ended: CrawlResult['ended'] = 'exhausted'

  await probeOpenApi(page, scope, recorder)
  if (opts.login) {
    // The login page is part of the site: recorded (and its form probed later) before signing in.
    const response = await page.goto(opts.login.url, { waitUntil: 'load' })
    interactions++
    await state.land(page, response, [{ action: 'navigate', target: opts.login.url, url: opts.login.url }], 0)
    await logIn(page, opts.login)
  }
  state.enqueue([
    {
      kind: 'visit',
      url: opts.url,
      via: null,
      primaryNav: true,
      depth: 0,
      trail: [{ action: 'navigate', target: opts.url, url: opts.url }],
    },
  ])

  for (;;) {
    opts.signal.throwIfAborted()
    if (interactions >= opts.maxInteractions) {
      ended = 'max_interactions'
      break
    }
    if (opts.now() - started >= opts.timeBudgetMs) {
      ended = 'time_budget'
      break
    }
    const chosen = opts.chooseNext && opts.strategy === 'goal_directed' ? await opts.chooseNext(state.frontier, discovered) : undefined
    const action = (chosen !== undefined ? state.frontier.splice(chosen, 1)[0] : takeNext(state.frontier, opts.strategy)) ?? state.sweep()
    if (!action) break
    if (action.kind === 'visit') {
      if (discovered.pages.length >= opts.maxPages) {
        ended = 'max_pages'
        break
      }
      interactions++
      const response = await page.goto(action.url, { waitUntil: 'load' }).catch((err: Error) => {
        opts.signal.throwIfAborted()
        discovered.errors.push({
          kind: 'http',
          message: `Could not load: ${err.message.split('\n')[0]}`,
          url: action.url,
          status: null,
          count: 1,
        })
        return null
      })
      await state.land(page, response, action.trail, action.depth)
      await opts.onProgress(discovered, interactions, `Visited ${urlTemplate(page.url())}`)
    } else {
      const form = state.forms.get(action.key)
      if (!form) continue
      const spent = await submitForm(page, form, action, state, () => {
        interactions++
        return interactions <= opts.maxInteractions
      })
      if (spent) await opts.onProgress(discovered, interactions, `Submitted ${form.submit_text || form.action}`)
    }
  }
  await context.close().catch(() => undefined)
  return { discovered, interactions, ended }
}

/** The frontier, the known forms and pages, and what landing on a page adds to them. */
class CrawlState {
  readonly frontier: CrawlAction[] = []
  readonly forms = new Map<string, DiscoveredForm>()
  readonly #formSource = new Map<string, { form: ScannedForm; submit: ScannedForm['submits'][number] | undefined }>()
  readonly #seenVisits = new Set<string>()
  readonly #flows = new Set<string>()
  /** Bumped by every accepted state-changing submission (a filled cart shows forms an empty one did not). */
  version = 0
  readonly #scannedAt = new Map<string, number>()
  #lastSweepFound = -1
  #shots = 0

  constructor(
    readonly discovered: Discovered,
    readonly scope: Scope,
    readonly opts: CrawlOptions,
  ) {}

  /**
   * When the frontier is empty: pages scanned before the site's state last changed are visited again, as long as
   * the previous sweep found something new. Undefined when there is nothing worth revisiting.
   */
  sweep(): CrawlAction | undefined {
    const found = this.discovered.pages.length + this.discovered.forms.length
    if (found === this.#lastSweepFound) return undefined
    this.#lastSweepFound = found
    const stale = this.discovered.pages.filter((p) => (this.#scannedAt.get(p.template) ?? -1) < this.version)
    for (const p of stale) {
      this.#scannedAt.set(p.template, this.version)
      this.frontier.push({ kind: 'visit', url: p.url, via: null, primaryNav: true, depth: p.depth, trail: p.reached_by })
    }
    return takeNext(this.frontier, this.opts.strategy)
  }

  enqueue(actions: CrawlAction[]): void {
    for (const a of actions) {
      if (a.kind === 'visit') {
        const key = urlTemplate(a.url)
        if (this.#seenVisits.has(key)) continue
        this.#seenVisits.add(key)
      }
      this.frontier.push(a)
    }
  }

  source(key: string) {
    return this.#formSource.get(key)
  }

  /** Records the page the browser is on (once per template) and queues its links and forms. */
  async land(page: Page, response: Response | null, trail: FlowStep[], depth: number): Promise<void> {
    const url = page.url()
    if (outOfScope(this.scope, url)) return
    const template = urlTemplate(url)
    this.#seenVisits.add(template)
    this.#scannedAt.set(template, this.version)
    const scan = (await page.evaluate(SCAN_SOURCE)) as Scan
    if (!this.discovered.pages.some((p) => p.template === template)) {
      let screenshot: string | null = null
      if (this.opts.screenshotDir) {
        screenshot = `page-${String(++this.#shots).padStart(3, '0')}.jpg`
        await page
          .screenshot({ path: path.join(this.opts.screenshotDir, screenshot), type: 'jpeg', quality: 60 })
          .catch(() => (screenshot = null))
      }
      this.discovered.pages.push({
        url,
        template,
        title: scan.title,
        status: response?.status() ?? null,
        screenshot,
        depth,
        reached_by: trail,
      })
      if (trail.length >= 2) this.flow(trail, template)
    }
    const links: CrawlAction[] = []
    for (const link of scan.links) {
      let href: string
      try {
        href = withoutHash(link.href)
      } catch {
        continue
      }
      const why = outOfScope(this.scope, href)
      if (why) continue
      const word = this.opts.allowDestructive ? undefined : destructiveWord(link.text, new URL(href).pathname)
      if (word) {
        this.skip('link', link.text || href, href, `destructive: "${word}"`)
        continue
      }
      const step: FlowStep = { action: 'click', target: link.text || urlTemplate(href), url: href }
      links.push({ kind: 'visit', url: href, via: url, primaryNav: link.primaryNav, depth: depth + 1, trail: [...trail, step] })
    }
    const forms: CrawlAction[] = []
    for (const form of scan.forms) {
      if (!form.visible) continue
      const submits = form.submits.length > 0 ? form.submits : [undefined]
      for (const submit of submits) {
        const { key, action } = formKey(form, submit)
        if (this.forms.has(key)) continue
        const word = this.opts.allowDestructive
          ? undefined
          : destructiveWord(submit?.text, form.name, new URL(submit?.formaction ?? form.action).pathname)
        const record: DiscoveredForm = {
          key,
          page: template,
          page_url: url,
          method: form.method,
          action,
          name: form.name || form.heading || submit?.text || action,
          submit_text: submit?.text ?? '',
          inputs: form.inputs.map(({ name, type, label, required }) => ({ name, type, label, required })),
          validation_messages: [],
          submission: null,
          skipped_reason: word ? `destructive: "${word}"` : null,
        }
        this.forms.set(key, record)
        this.#formSource.set(key, { form, submit })
        this.discovered.forms.push(record)
        if (word) this.skip('form', submit?.text || key, url, `destructive: "${word}"`)
        else forms.push({ kind: 'form', key, pageUrl: url, depth, trail })
      }
    }
    // Forms before links, whatever the strategy: a page's forms change what its links lead to (a filled cart).
    this.enqueue(this.opts.strategy === 'depth_first' ? [...links.reverse(), ...forms.reverse()] : [...forms, ...links])
  }

  flow(steps: FlowStep[], end: string): void {
    const sig = steps.map((s) => `${s.action}:${s.target}`).join('>')
    if (this.#flows.has(sig)) return
    this.#flows.add(sig)
    const last = steps.at(-1)!
    const name = last.action === 'submit' ? `Submit "${last.target}" and reach ${end}` : `Reach ${end} in ${steps.length} steps`
    this.discovered.flows.push({ name, steps, start: urlTemplate(steps[0]!.url), end })
  }

  skip(kind: 'link' | 'form', target: string, url: string, reason: string): void {
    if (!this.discovered.skipped.some((s) => s.kind === kind && s.target === target && s.reason === reason))
      this.discovered.skipped.push({ kind, target, url, reason })
  }
}

async function gotoForm(
  page: Page,
  state: CrawlState,
  key: string,
  pageUrl: string,
): Promise<{ form: Locator; scanned: ScannedForm } | undefined> {
  if (withoutHash(page.url()) !== withoutHash(pageUrl)) await page.goto(pageUrl, { waitUntil: 'load' })
  const scan = (await page.evaluate(SCAN_SOURCE)) as Scan
  const wanted = state.source(key)
  const scanned = scan.forms.find((f) => f.visible && (f.submits.length ? f.submits : [undefined]).some((s) => formKey(f, s).key === key))
  if (!scanned || !wanted) return undefined
  return { form: page.locator('form').nth(scanned.index), scanned }
}

/**
 * Submits a form empty (when it has fields to leave empty) and then with sample values. `spend` counts one
 * interaction and says whether the budget allowed it. Returns whether anything was submitted.
 */
async function submitForm(
  page: Page,
  record: DiscoveredForm,
  action: Extract<CrawlAction, { kind: 'form' }>,
  state: CrawlState,
  spend: () => boolean,
): Promise<boolean> {
  let found = await gotoForm(page, state, record.key, action.pageUrl)
  if (!found) {
    record.skipped_reason = 'the form was no longer on its page'
    return false
  }
  // The empty probe only where the form declares validation (required fields, or server-side with novalidate):
  // elsewhere an empty value can mean something (a quantity of 0 removes a cart line).
  const fillable = found.scanned.inputs.some((i) => i.type !== 'hidden' && TEXT_LIKE.has(i.type) && i.type !== 'search')
  const validates = found.scanned.noValidate || found.scanned.inputs.some((i) => i.required)
  if (fillable && validates) {
    if (!spend()) return false
    await fill(found.form, found.scanned, true)
    const empty = await press(page, found.form, submitButton(found.form, found.scanned, record.key))
    record.validation_messages = empty.messages
    found = await gotoForm(page, state, record.key, action.pageUrl)
    if (!found) return true
  }
  if (!spend()) return fillable && validates
  await fill(found.form, found.scanned, false)
  const step: FlowStep = { action: 'submit', target: record.submit_text || record.name, url: action.pageUrl }
  const response = await pageResponse(page, () => press(page, found.form, submitButton(found.form, found.scanned, record.key)))
  record.submission = response.submission
  if (record.method !== 'GET' && ['navigated', 'same_page'].includes(response.submission.outcome)) state.version++
  if (response.submission.outcome !== 'blocked') {
    const trail = [...action.trail, step]
    await state.land(page, response.response, trail, action.depth + 1)
    if (response.submission.outcome !== 'error') state.flow(trail, urlTemplate(page.url()))
  }
  return true
}
