import { readFileSync } from 'node:fs'
import type { Locator, Page, Response } from 'playwright-core'
import { pathTemplate, type Scope, sampleValue, urlTemplate, withoutHash } from './crawl-policy.js'
import type { FormSubmission } from './discovery.js'
import type { NetworkRecorder } from './network-recorder.js'

/** What the crawler does on one page: scan it, fill and submit a form, sign in, look for an OpenAPI document. */

export const SCAN_SOURCE = readFileSync(new URL('./page-scan.js', import.meta.url), 'utf8')
const FEEDBACK_SOURCE = readFileSync(new URL('./form-feedback.js', import.meta.url), 'utf8')
const OPENAPI_PATHS = ['/openapi.json', '/api/openapi.json', '/swagger.json', '/v3/api-docs']
const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options']
export const TEXT_LIKE = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number', 'textarea', 'date'])
export const NAV_TIMEOUT_MS = 15_000

export interface ScannedForm {
  index: number
  method: string
  action: string
  name: string
  heading: string
  noValidate: boolean
  visible: boolean
  inputs: { name: string; type: string; label: string; required: boolean; min: string | null }[]
  submits: { index: number; text: string; formaction: string | null }[]
}
export interface Scan {
  title: string
  links: { href: string; text: string; primaryNav: boolean }[]
  forms: ScannedForm[]
}

/** The DOM members the crawler reads of a form (the server is compiled without the DOM library). */
interface DomForm {
  noValidate: boolean
  checkValidity(): boolean
  elements: ArrayLike<{ validationMessage: string }>
}

export interface LoginProfile {
  url: string
  username: string
  password: string
  usernameField?: string | undefined
  passwordField?: string | undefined
  submit?: string | undefined
}

/** A submit button of a form: the unit the crawler submits and reports. */
export function formKey(form: ScannedForm, submit: ScannedForm['submits'][number] | undefined): { key: string; action: string } {
  const action = pathTemplate(new URL(submit?.formaction ?? form.action).pathname)
  const fields = form.inputs
    .map((i) => i.name.replace(/\d+/g, '{n}'))
    .filter(Boolean)
    .sort()
    .join(',')
  return { key: `${form.method} ${action} [${fields}]`, action }
}

export function submitButton(form: Locator, scanned: ScannedForm, key: string): Locator | undefined {
  const submit = scanned.submits.find((s) => formKey(scanned, s).key === key)
  return submit ? form.locator('button, input[type=submit], input[type=image]').nth(submit.index) : undefined
}

/** Clicks the submit button (or presses Enter) and waits for the page it leads to. */
export async function press(page: Page, form: Locator, button: Locator | undefined): Promise<FormSubmission> {
  const before = page.url()
  const valid = await form.evaluate((f) => {
    const el = f as unknown as DomForm
    return el.noValidate || el.checkValidity()
  })
  if (!valid) {
    const messages = await form.evaluate((f) =>
      Array.from((f as unknown as DomForm).elements)
        .map((e) => e.validationMessage)
        .filter((m) => m),
    )
    return { status: null, url: before, outcome: 'blocked', messages: [...new Set(messages)] }
  }
  const nav = page.waitForNavigation({ timeout: NAV_TIMEOUT_MS, waitUntil: 'load' }).catch(() => null)
  if (button) await button.click({ timeout: 5_000 })
  else await form.locator('input, textarea').first().press('Enter')
  const response = await nav
  const messages = (await page.evaluate(FEEDBACK_SOURCE).catch(() => [])) as string[]
  const status = response?.status() ?? null
  const outcome = status !== null && status >= 400 ? 'error' : withoutHash(page.url()) === withoutHash(before) ? 'same_page' : 'navigated'
  return { status, url: page.url(), outcome, messages }
}

export async function fill(form: Locator, scanned: ScannedForm, empty: boolean): Promise<void> {
  for (const input of scanned.inputs) {
    if (!input.name || input.type === 'hidden') continue
    const field = form.locator(`[name="${input.name.replace(/"/g, '\\"')}"]`).first()
    if (!(await field.isVisible().catch(() => false))) continue
    if (input.type === 'select') {
      if (!empty) {
        const value = await field.evaluate(
          (s) => Array.from((s as unknown as { options: ArrayLike<{ value: string }> }).options).find((o) => o.value)?.value ?? '',
        )
        if (value) await field.selectOption(value)
      }
    } else if (TEXT_LIKE.has(input.type)) {
      await field.fill(empty ? '' : sampleValue(input))
    }
  }
}

export async function pageResponse(
  page: Page,
  act: () => Promise<FormSubmission>,
): Promise<{ submission: FormSubmission; response: Response | null }> {
  let last: Response | null = null
  const onResponse = (r: Response) => {
    if (r.request().isNavigationRequest() && r.frame() === page.mainFrame()) last = r
  }
  page.on('response', onResponse)
  try {
    const submission = await act()
    return { submission, response: last }
  } finally {
    page.off('response', onResponse)
  }
}

/** Lists the operations of an OpenAPI document the site serves at a well-known path (GET only, never calls them). */
export async function probeOpenApi(page: Page, scope: Scope, recorder: NetworkRecorder): Promise<void> {
  for (const p of OPENAPI_PATHS) {
    const res = await page.request.get(scope.origin + p, { timeout: 5_000, failOnStatusCode: false }).catch(() => null)
    if (!res?.ok()) continue
    const doc = (await res.json().catch(() => null)) as { paths?: Record<string, Record<string, unknown>> } | null
    if (!doc?.paths || typeof doc.paths !== 'object') continue
    for (const [route, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops ?? {})) if (HTTP_METHODS.includes(method)) recorder.addDocumented(method.toUpperCase(), route)
    }
    return
  }
}

/** Signs in with the login profile; throws when the login page is still showing its password field afterwards. */
export async function logIn(page: Page, login: LoginProfile): Promise<void> {
  await page.goto(login.url, { waitUntil: 'load' })
  const password = login.passwordField ? page.locator(`[name="${login.passwordField}"]`) : page.locator('input[type=password]')
  const form = page.locator('form').filter({ has: password.first() }).first()
  const username = login.usernameField
    ? form.locator(`[name="${login.usernameField}"]`)
    : form.locator('input[type=text], input[type=email], input:not([type])').first()
  await username.fill(login.username)
  await password.first().fill(login.password)
  const button = login.submit
    ? form.getByRole('button', { name: login.submit })
    : form.locator('button[type=submit], button:not([type]), input[type=submit]').first()
  const nav = page.waitForNavigation({ timeout: NAV_TIMEOUT_MS, waitUntil: 'load' }).catch(() => null)
  await button.click({ timeout: 5_000 })
  await nav
  if (
    await page
      .locator('input[type=password]')
      .first()
      .isVisible()
      .catch(() => false)
  ) {
    throw new Error(`Login failed: ${urlTemplate(page.url())} still asks for a password after signing in as "${login.username}"`)
  }
}
