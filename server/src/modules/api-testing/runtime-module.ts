import { TRANSIENT_NETWORK_PATTERN } from './compiler-runtime.js'
import { JSON_TYPE_SOURCE, SCHEMA_CHECK_SOURCE } from './schema-check.js'

/**
 * The helpers every generated API test file uses — variables, secret masking, the request sender with its
 * evidence attachments and network retry, the schema and error-message checks — live in ONE module written beside
 * the generated files. Its text is the same for every spec, so at a stable path Playwright transforms it once and
 * its compile cache serves every later run and import; each generated file holds only its tests and what is its
 * own (base URL, credentials, retries, schemas), passed to {@link RUNTIME_FACTORY}. A file that leaves the server
 * on its own (the download) gets the module inlined ({@link inlineRuntime}), so it still runs with nothing but
 * @playwright/test installed.
 */

/** The module's file name, beside every generated file that imports it. */
export const RUNTIME_FILE = 'specwright-api-runtime.ts'

/** The function of the module that binds the helpers to one spec. */
export const RUNTIME_FACTORY = 'specwrightApi'

/** The line of a generated file that imports the module (no extension: Playwright resolves it as ESM and CJS). */
export const RUNTIME_IMPORT_LINE = `import { ${RUNTIME_FACTORY} } from './${RUNTIME_FILE.replace(/\.ts$/, '')}'`

const NODE_IMPORTS = [
  "import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'",
  "import { basename, dirname, join } from 'node:path'",
]

/** Inlined, the generated file's own `import { expect, test }` gives `test`; only the types come from here. */
const TYPE_IMPORT = "import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from '@playwright/test'"

const indent = (source: string) =>
  source
    .split('\n')
    .map((line) => (line === '' ? '' : `  ${line}`))
    .join('\n')

/** Everything after the imports: the factory and its types. */
const BODY = String.raw`/** What the spec's Authentication section sends with a request. */
export interface Credentials {
  headers?: Record<string, string>
  params?: Record<string, string>
}

/** What is the spec's own: the rest of the helpers is the same for every spec. */
export interface SpecOptions {
  /** The spec's base URL; BASE_URL in the environment overrides it. */
  baseUrl: () => string
  /** The spec's credentials, read when a test sends (placeholders resolve then). */
  credentials: () => Credentials
  /** Retries of a request that failed at the network level (connection reset, timeout); 0 fails at once. */
  retries: number
  /** JSON Schemas the responses are checked against, by name ($refs resolve by their last segment). */
  schemas?: Record<string, any>
}

export interface Exchange {
  res: APIResponse
  /** The body parsed as JSON; undefined when it is empty or not JSON. */
  body: any
  text: string
  ms: number
}

/**
 * The helpers of one generated file, bound to its spec. Call it once at the top level of the file: it registers
 * the file's afterAll hook, and its state (saved variables, secrets, request context) belongs to that file alone.
 */
export function ${RUNTIME_FACTORY}(spec: SpecOptions) {
  /** Secret values seen by this worker, masked in attachments. */
  const secrets = new Set<string>()

  /** Saved variables of this file, shared by its tests (and by a fresh worker after a failure). */
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

  /** Sends the test's request (with the spec's credentials unless auth is false) and attaches request and response. */
  async function send(
    request: APIRequestContext,
    method: string,
    path: string,
    options: { headers?: Record<string, string>; params?: Record<string, string>; data?: unknown; auth?: boolean } = {},
  ): Promise<Exchange> {
    const auth = options.auth === false ? {} : spec.credentials()
    const url = /^https?:\/\//.test(path) ? path : spec.baseUrl() + path
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
        if (attempt >= spec.retries || !/${TRANSIENT_NETWORK_PATTERN}/i.test(String(error))) throw error
        await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt))
      }
    }
  }

  /** Attaches evidence to the test result, with secret values replaced by ****. */
  async function attach(name: string, content: unknown): Promise<void> {
    let text = JSON.stringify(content, null, 2)
    for (const secret of secrets) text = text.split(secret).join('****')
    await test.info().attach(name, { body: text, contentType: 'application/json' })
  }

  /**
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
  }

  /** The schemas that schemaErrors resolves $refs in. */
  const SCHEMAS: Record<string, any> = spec.schemas ?? {}

${indent(JSON_TYPE_SOURCE)}

${indent(SCHEMA_CHECK_SOURCE)}

  return { secrets, has, v, save, api, send, errorMessage, jsonType, schemaErrors }
}
`

/** The module's whole text: the same bytes for every spec (and so one entry in Playwright's compile cache). */
export const RUNTIME_MODULE_SOURCE = [
  '// Written by Specwright beside the API tests it generates: the helpers they all share. Do not edit;',
  '// Specwright writes it again with every run. Each test file imports it and passes what is its own.',
  ...NODE_IMPORTS,
  "import { type APIRequestContext, type APIResponse, type PlaywrightWorkerArgs, test } from '@playwright/test'",
  '',
  BODY,
].join('\n')

/**
 * A generated file that runs on its own: the import of the module replaced by the module's text (its imports at
 * the top, the factory at the end). Code without the import (written before the module existed) is returned as is.
 */
export function inlineRuntime(code: string): string {
  const lines = code.split('\n')
  const at = lines.indexOf(RUNTIME_IMPORT_LINE)
  if (at < 0) return code
  lines.splice(at, 1, ...NODE_IMPORTS, TYPE_IMPORT)
  const body = BODY.replace(`export function ${RUNTIME_FACTORY}(`, `function ${RUNTIME_FACTORY}(`)
  return `${lines.join('\n').replace(/\n+$/, '')}\n\n// The helpers Specwright keeps in ${RUNTIME_FILE}, inlined so this file runs on its own.\n${body}`
}
