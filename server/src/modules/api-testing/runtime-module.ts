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

/** The function of the module that gives a file its `test`: Playwright's, with request-only context options. */
export const REQUEST_TEST_FACTORY = 'requestOnlyTest'

/** The line of a generated file that imports the module (no extension: Playwright resolves it as ESM and CJS). */
export const RUNTIME_IMPORT_LINE = `import { ${REQUEST_TEST_FACTORY}, ${RUNTIME_FACTORY} } from './${RUNTIME_FILE.replace(/\.ts$/, '')}'`

const NODE_IMPORTS = [
  "import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'",
  "import { basename, dirname, isAbsolute, join } from 'node:path'",
]

/** Inlined, the generated file's own `test` (Playwright's, imported by the file) serves; only the types come from here. */
const TYPE_IMPORTS = [
  'APIRequestContext',
  'APIResponse',
  'PlaywrightTestArgs',
  'PlaywrightTestOptions',
  'PlaywrightWorkerArgs',
  'PlaywrightWorkerOptions',
  'TestType',
]
const TYPE_IMPORT = `import type { ${TYPE_IMPORTS.join(', ')} } from '@playwright/test'`

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

/**
 * Playwright's test, for a file of request-only tests. For every test Playwright sets up the options of a browser
 * context: about 25 option fixtures combined in _combinedContextOptions, each set up and torn down as a step with a
 * captured, source-mapped stack, which was most of the CPU an API test cost (bench/openapi-import). A request
 * context takes only the options named here, so they are combined from exactly the fixtures that give them (the
 * config's use, test.use, contextOptions) as Playwright combines them, and the browser-only ones (viewport,
 * locale, ...) are never set up. A Playwright version that names the fixture otherwise leaves this one unused: the
 * tests then run as before.
 */
export function ${REQUEST_TEST_FACTORY}(base: PlaywrightTest) {
  return base.extend<{ _combinedContextOptions: Record<string, unknown> }>({
    _combinedContextOptions: [
      async (
        { contextOptions, baseURL, clientCertificates, extraHTTPHeaders, httpCredentials, ignoreHTTPSErrors, proxy, storageState, userAgent },
        use,
        testInfo,
      ) => {
        const named: Record<string, unknown> = { baseURL, extraHTTPHeaders, httpCredentials, ignoreHTTPSErrors, proxy, storageState, userAgent }
        const options = Object.fromEntries(Object.entries(named).filter(([, value]) => value !== undefined))
        if (clientCertificates?.length) {
          // Relative certificate paths are the config file's, as Playwright reads them.
          const config = testInfo.config.configFile
          const resolve = (file?: string) => (file && config && !isAbsolute(file) ? join(dirname(config), file) : file)
          options.clientCertificates = clientCertificates.map((cert) => ({
            ...cert,
            certPath: resolve(cert.certPath),
            keyPath: resolve(cert.keyPath),
            pfxPath: resolve(cert.pfxPath),
          }))
        }
        await use({ ...contextOptions, ...options })
      },
      { box: true },
    ],
  })
}

/** The test of @playwright/test, with its fixtures. */
type PlaywrightTest = TestType<PlaywrightTestArgs & PlaywrightTestOptions, PlaywrightWorkerArgs & PlaywrightWorkerOptions>

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

  /** Read from the file once per worker (a new worker after a failure reads what the tests before it saved). */
  let saved: Record<string, unknown> | undefined
  /** The variables' folder exists (made by this worker's first save). */
  let folderMade = false

  function savedVars(): Record<string, unknown> {
    if (saved) return saved
    try {
      saved = JSON.parse(readFileSync(varsFile(), 'utf8'))
    } catch {
      // Nothing saved yet.
    }
    saved ??= {}
    return saved
  }

  function has(name: string): boolean {
    return name in savedVars() || process.env[name] !== undefined
  }

  /** {{name}}: a value saved by an earlier test, else the environment variable of that name. */
  function v(name: string): any {
    const vars = savedVars()
    if (name in vars) return remember(name, vars[name])
    const value = process.env[name]
    if (value === undefined) throw new Error('Variable {{' + name + '}} is not set: save it in an earlier test or set it in the environment')
    if (value.length >= 4) secrets.add(value)
    return value
  }

  /** Saves a value for later tests; saving nothing (a missing field) unsets the variable. */
  function save(name: string, value: unknown): void {
    const file = varsFile()
    const vars = savedVars()
    if (value === undefined) delete vars[name]
    else vars[name] = remember(name, value)
    if (!folderMade) mkdirSync(dirname(file), { recursive: true })
    folderMade = true
    writeFileSync(file, JSON.stringify(vars))
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
    attach('request', { method, url, headers, params, data: options.data })
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
        attach('response', { status: res.status(), headers: res.headers(), ms, body: body ?? text.slice(0, 65536) })
        return { res, body, text, ms }
      } catch (error) {
        if (attempt >= spec.retries || !/${TRANSIENT_NETWORK_PATTERN}/i.test(String(error))) throw error
        await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt))
      }
    }
  }

  /**
   * Attaches evidence to the test result, with secret values replaced by ****. Pushed onto the result's
   * attachments rather than through attach(), which also records a step with a captured stack (and makes the
   * test's output folder) for each of the two attachments of every request.
   */
  function attach(name: string, content: unknown): void {
    let text = JSON.stringify(content, null, 2)
    for (const secret of secrets) text = text.split(secret).join('****')
    test.info().attachments.push({ name, body: Buffer.from(text), contentType: 'application/json' })
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
  `import { ${TYPE_IMPORTS.map((name) => `type ${name}`).join(', ')}, test } from '@playwright/test'`,
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
  const body = BODY.replace(`export function ${RUNTIME_FACTORY}(`, `function ${RUNTIME_FACTORY}(`).replace(
    `export function ${REQUEST_TEST_FACTORY}<`,
    `function ${REQUEST_TEST_FACTORY}<`,
  )
  return `${lines.join('\n').replace(/\n+$/, '')}\n\n// The helpers Specwright keeps in ${RUNTIME_FILE}, inlined so this file runs on its own.\n${body}`
}
