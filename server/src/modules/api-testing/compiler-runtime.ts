import type { Auth } from './api-spec.js'
import { jsString, jsTemplate } from './code-literals.js'
import { PLACEHOLDER } from './step-values.js'

/**
 * The helpers every generated API test file carries, so it runs with nothing but @playwright/test installed:
 * variable lookup, credentials, the request sender with evidence attachments, and the optional network retry.
 */

/** The line the network-retry heal rewrites; keep in step with heal-rules.ts. */
export const NETWORK_RETRIES_LINE = 'const NETWORK_RETRIES = 0'

/** Errors worth retrying at the network level; the same list drives the heal classification. */
export const TRANSIENT_NETWORK_PATTERN = String.raw`ECONNRESET|ETIMEDOUT|EPIPE|EAI_AGAIN|socket hang up|Timeout \d+ms exceeded`

/** Source of `baseUrl()`: BASE_URL from the environment, else the spec's `## Base URL`. */
export function baseUrlSource(baseUrl: string | null): string {
  const fallback = baseUrl === null ? "''" : jsTemplate(baseUrl)
  return `/** The spec's base URL; BASE_URL in the environment overrides it. */
function baseUrl(): string {
  const url = process.env.BASE_URL ?? ${fallback}
  if (url === '') throw new Error('BASE_URL is not set and the spec has no "## Base URL"')
  return url.replace(/\\/+$/, '')
}`
}

/**
 * Source of `credentials()` for the Authentication section. Variables that a test of the spec saves (a login
 * token) may still be unset: the request then goes without credentials, with a warning annotation. Variables
 * only the environment can give fail loudly when missing, naming the variable.
 */
export function credentialsSource(auth: Auth, savedBySpec: ReadonlySet<string> = new Set()): string {
  let body: string
  switch (auth.kind) {
    case 'bearer':
      body = `return { headers: { Authorization: ${jsTemplate(`Bearer ${auth.token}`)} } }`
      break
    case 'header':
      body = `return { headers: { ${jsString(auth.name)}: ${jsTemplate(auth.value)} } }`
      break
    case 'query':
      body = `return { params: { ${jsString(auth.name)}: ${jsTemplate(auth.value)} } }`
      break
    case 'basic':
      body = [
        `const encoded = Buffer.from(${jsTemplate(`${auth.username}:${auth.password}`)}).toString('base64')`,
        '  secrets.add(encoded)',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the generated code holds this template literal
        '  return { headers: { Authorization: `Basic ${encoded}` } }',
      ].join('\n')
      break
    default:
      body = 'return {}'
  }
  const names = authVariables(auth).filter((name) => savedBySpec.has(name))
  const guard =
    names.length === 0
      ? ''
      : `  const missing = [${names.map(jsString).join(', ')}].filter((name) => !has(name))
  if (missing.length > 0) {
    test.info().annotations.push({ type: 'warning', description: \`sent without credentials: \${missing.map((name) => \`{{\${name}}}\`).join(', ')} not set yet\` })
    return {}
  }
`
  const summary =
    names.length === 0
      ? "The spec's Authentication section, read from the environment when a test runs."
      : "The spec's Authentication section, read when a test runs; nothing is sent until a test has saved it."
  return `/** ${summary} */
function credentials(): { headers?: Record<string, string>; params?: Record<string, string> } {
${guard}  ${body}
}`
}

function authVariables(auth: Auth): string[] {
  const text =
    auth.kind === 'bearer'
      ? auth.token
      : auth.kind === 'basic'
        ? `${auth.username} ${auth.password}`
        : auth.kind === 'none'
          ? ''
          : auth.value
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))]
}

/**
 * Variables, secret masking, the sender and the evidence attachments. Saved variables are kept in a file under
 * the run's output folder: after a failed test Playwright goes on in a fresh worker, which reads them back.
 */
export const RUNTIME_SOURCE = String.raw`/** Saved variables of this file, shared by its tests (and by a fresh worker after a failure). */
function varsFile(): string {
  return join(test.info().project.outputDir, '.specwright-vars', basename(test.info().file) + '.json')
}

function savedVars(): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(varsFile(), 'utf8'))
  } catch {
    return {}
  }
}

function has(name: string): boolean {
  return name in savedVars() || process.env[name] !== undefined
}

/** {{name}}: a value saved by an earlier test, else the environment variable of that name. */
function v(name: string): any {
  const saved = savedVars()
  if (name in saved) return remember(name, saved[name])
  const value = process.env[name]
  if (value === undefined) throw new Error('Variable {{' + name + '}} is not set: save it in an earlier test or set it in the environment')
  if (value.length >= 4) secrets.add(value)
  return value
}

/** Saves a value for later tests; saving nothing (a missing field) unsets the variable. */
function save(name: string, value: unknown): void {
  const file = varsFile()
  const saved = savedVars()
  if (value === undefined) delete saved[name]
  else saved[name] = remember(name, value)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(saved))
}

/** Values under secret-looking names are masked in attachments. */
function remember(name: string, value: unknown): unknown {
  if (/token|secret|password|key|auth|cookie|session/i.test(name) && typeof value === 'string' && value.length >= 4) secrets.add(value)
  return value
}

/**
 * One request context for the tests of this file, made in the first test (so it takes the config's use
 * options, as the request fixture does) instead of one per test. After a response sets a cookie the next test
 * gets a fresh context: no test sends cookies an earlier test received, as with a context per test.
 */
let context: APIRequestContext | undefined
let cookieReceived = false

async function api(playwright: PlaywrightWorkerArgs['playwright']): Promise<APIRequestContext> {
  if (context && cookieReceived) {
    await context.dispose()
    context = undefined
  }
  cookieReceived = false
  context ??= await playwright.request.newContext()
  return context
}

test.afterAll(async () => {
  await context?.dispose()
  context = undefined
})

interface Exchange {
  res: APIResponse
  /** The body parsed as JSON; undefined when it is empty or not JSON. */
  body: any
  text: string
  ms: number
}

/** Sends the test's request (with the spec's credentials unless auth is false) and attaches request and response. */
async function send(
  request: APIRequestContext,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; params?: Record<string, string>; data?: unknown; auth?: boolean } = {},
): Promise<Exchange> {
  const auth = options.auth === false ? {} : credentials()
  const url = /^https?:\/\//.test(path) ? path : baseUrl() + path
  const own = Object.keys(options.headers ?? {}).map((name) => name.toLowerCase())
  const headers = Object.fromEntries(Object.entries(auth.headers ?? {}).filter(([name]) => !own.includes(name.toLowerCase())))
  Object.assign(headers, options.headers)
  const params = { ...auth.params, ...options.params }
  await attach('request', { method, url, headers, params, data: options.data })
  for (let attempt = 0; ; attempt++) {
    const started = Date.now()
    try {
      const res = await request.fetch(url, { method, headers, params, data: options.data, maxRedirects: 0, failOnStatusCode: false })
      const ms = Date.now() - started
      if (res.headersArray().some((header) => header.name.toLowerCase() === 'set-cookie')) cookieReceived = true
      const text = await res.text()
      let body: any
      try {
        body = text === '' ? undefined : JSON.parse(text)
      } catch {
        body = undefined
      }
      await attach('response', { status: res.status(), headers: res.headers(), ms, body: body ?? text.slice(0, 65536) })
      return { res, body, text, ms }
    } catch (error) {
      if (attempt >= NETWORK_RETRIES || !/${TRANSIENT_NETWORK_PATTERN}/i.test(String(error))) throw error
      await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt))
    }
  }
}

/** Attaches evidence to the test result, with secret values replaced by ****. */
async function attach(name: string, content: unknown): Promise<void> {
  let text = JSON.stringify(content, null, 2)
  for (const secret of secrets) text = text.split(secret).join('****')
  await test.info().attach(name, { body: text, contentType: 'application/json' })
}`

/** Source of `errorMessage()`, included when a test checks `the error message says "X"`. */
export const ERROR_MESSAGE_SOURCE = String.raw`/**
 * The error text of a response, looked up in this order: detail, message, error.message, error (a string),
 * errors[0].message, errors[0].detail, title; the body text when none of them is a string.
 */
function errorMessage(body: any, text: string): string {
  if (body !== null && typeof body === 'object') {
    const first = Array.isArray(body.errors) ? body.errors[0] : undefined
    for (const value of [body.detail, body.message, body.error?.message, body.error, first?.message, first?.detail, body.title]) {
      if (typeof value === 'string') return value
    }
  }
  return text
}`
