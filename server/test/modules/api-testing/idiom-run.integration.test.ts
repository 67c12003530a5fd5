import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { compileApiSpec } from '../../../src/modules/api-testing/compiler.js'
import { inlineRuntime } from '../../../src/modules/api-testing/runtime-module.js'
import { parseApiSpec } from '../../../src/modules/api-testing/spec-parser.js'

/**
 * Steps written in the idioms of other tools run as they mean (issue 11, round 4): against a book API the code was
 * not written for, every idiom check passes on the real book, and each fails on a book that regressed in just the
 * thing it checks. Request idioms (Params:, auth said in prose, an HTTPie command, an auth tab) shape the request the
 * server sees.
 */

const REPO = join(import.meta.dirname, '../../../..')

const BOOK = {
  id: 3,
  title: 'Dune',
  year: 1965,
  pages: 412,
  isbn: '9780441013593',
  format: 'epub',
  subtitle: '',
  rating: 4.5,
  genres: ['epic', 'classic'],
  publisher: { city: 'Berkeley' },
}

/** Each check, and the book that breaks just it. */
const CHECKS: [string, Record<string, unknown>][] = [
  ['pm.expect(jsonData.title).to.eql("Dune")', { title: 'Emma' }],
  ['assert isinstance(data["genres"], list)', { genres: 'epic' }],
  ['assert "isbn" in data', { isbn: undefined }],
  ['body("pages", greaterThan(400))', { pages: 90 }],
  ['body("isbn", startsWith("978"))', { isbn: '0441013593' }],
  ["match response.year == '#number'", { year: '1965' }],
  ["match response contains { title: 'Dune', year: 1965 }", { year: 1966 }],
  ["expect(res.body).toHaveProperty('publisher.city', 'Berkeley')", { publisher: { city: 'Oslo' } }],
  ['expect(res.body.rating).to.be.within(1, 5)', { rating: 7 }],
  ['$.format is one of "epub", "pdf"', { format: 'mobi' }],
  ['$.genres contains "epic" and "classic"', { genres: ['epic'] }],
  ['$.subtitle is an empty string', { subtitle: 'x' }],
  ['$.internalNotes should not be present', { internalNotes: 'draft' }],
  ['$.rating is between 1 and 5', { rating: 0.5 }],
  ['$.genres should not contain "romance"', { genres: ['epic', 'romance'] }],
  ['assert resp.status_code == 200', { _status: 500 }],
  // Round 8: RSpec, JS type tests, Go prose and plain English (set 14's classes).
  ['expect(response).to have_http_status(:ok)', { _status: 404 }],
  ['expect(json["publisher"]["city"]).to eq("Berkeley")', { publisher: { city: 'Oslo' } }],
  ['expect(json["genres"].size).to eq(2)', { genres: ['epic'] }],
  ['expect(json).not_to have_key("password_digest")', { password_digest: 'x' }],
  ['expect(json["year"]).to be_a(Integer)', { year: 1965.5 }],
  ['expect(typeof res.data.title).toBe("string")', { title: 42 }],
  ['field "format": got "", want "epub"', { format: 'pdf' }],
  ['The "isbn" field says "9780441013593"', { isbn: '0441013593' }],
  ['$.pages is a whole number', { pages: 412.5 }],
  ['The body never mentions "password"', { password: 'hunter2' }],
  ['Any 2xx is fine here', { _status: 500 }],
  ['The response is application/json or application/problem+json', { _type: 'text/html' }],
]

function specFor(): string {
  const broken = CHECKS.map(([check], i) => `### GET /broken/${i} — ${i}\n\n- ${check}\n`).join('\n')
  return `# API Test: Books

## Base URL

http://127.0.0.1:1

## Authentication

Bearer {{BOOKS_TOKEN}}

## Tests

### GET /books/3 — every idiom holds

- pm.response.to.have.status(200)
${CHECKS.map(([check]) => `- ${check}`).join('\n')}
- header("Cache-Control", containsString("max-age"))
- Tests: response time is less than 10000ms
- pm.environment.set("bookId", jsonData.id)

### GET /books — list without credentials

- Params: lang=fr, sort=title
- Call it again without any auth token
- expect(res.status).toBe(200)
- The response array has 2 items

### GET /books — in HTTPie and Go words

- Auth tab: none
- http :8080/books lang==fr sort==title
- status: got 500, want 200
- len($) = 0, want 2

${broken}`
}

interface ReportSpec {
  title: string
  tests: { results: { status: string }[] }[]
}
interface ReportSuite {
  specs?: ReportSpec[]
  suites?: ReportSuite[]
}
const specsOf = (suite: ReportSuite): ReportSpec[] => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)]

describe('idioms of other tools run as they mean', () => {
  let server: Server
  let workspace: string
  const seen: string[] = []

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x')
      seen.push(`${url.pathname}${url.search} ${req.headers.authorization ?? 'no auth'}`)
      res.setHeader('content-type', 'application/json')
      res.setHeader('cache-control', 'public, max-age=60')
      const broken = /^\/broken\/(\d+)$/.exec(url.pathname)
      if (url.pathname === '/books/3') res.end(JSON.stringify(BOOK))
      else if (broken) {
        // `_status` breaks the status, `_type` the content type; every other key the body.
        const { _status, _type, ...fields } = CHECKS[Number(broken[1])]![1]
        res.statusCode = typeof _status === 'number' ? _status : 200
        if (typeof _type === 'string') res.setHeader('content-type', _type)
        res.end(JSON.stringify({ ...BOOK, ...fields }))
      } else if (url.pathname === '/books' && url.search === '?lang=fr&sort=title' && !req.headers.authorization)
        res.end('[{"id":3},{"id":4}]')
      else {
        res.statusCode = 400
        res.end('{"error":"unexpected request"}')
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    workspace = await mkdtemp(join(tmpdir(), 'specwright-idiom-run-'))
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    await rm(workspace, { recursive: true, force: true })
  })

  // One Playwright test per check, run by one worker on a shared machine: it is given time.
  test('each check passes on the real book and fails on the book that broke it', async () => {
    const { spec, errors } = parseApiSpec(specFor())
    expect(errors).toEqual([])
    expect(spec.tests.flatMap((t) => t.steps).filter((step) => step.kind === 'unknown')).toEqual([])
    const compiled = compileApiSpec(spec)
    // The file as downloaded: the shared runtime module inlined, so it runs with @playwright/test alone.
    await writeFile(join(workspace, compiled.fileName), inlineRuntime(compiled.code))
    await writeFile(join(workspace, 'playwright.config.ts'), "export default { testDir: '.', workers: 1, retries: 0 }\n")
    const port = (server.address() as AddressInfo).port
    const run = await promisify(execFile)(
      process.execPath,
      [join(REPO, 'node_modules/@playwright/test/cli.js'), 'test', '--config', join(workspace, 'playwright.config.ts'), '--reporter=json'],
      {
        cwd: workspace,
        env: { ...process.env, NODE_PATH: join(REPO, 'node_modules'), BASE_URL: `http://127.0.0.1:${port}`, BOOKS_TOKEN: 'reader' },
        maxBuffer: 32 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }))
    const report = JSON.parse(run.stdout) as { suites: ReportSuite[] }
    const status = Object.fromEntries(report.suites.flatMap(specsOf).map((s) => [s.title, s.tests[0]!.results.at(-1)!.status]))
    expect(status['GET /books/3 — every idiom holds']).toBe('passed')
    expect(status['GET /books — list without credentials']).toBe('passed')
    expect(status['GET /books — in HTTPie and Go words']).toBe('passed')
    expect(CHECKS.map(([check], i) => [check, status[`GET /broken/${i} — ${i}`]])).toEqual(CHECKS.map(([check]) => [check, 'failed']))
    expect(seen).toContain('/books/3 Bearer reader')
    // Both list tests: the Params: label with auth said in prose, and the HTTPie command with the auth tab at none.
    expect(seen.filter((request) => request === '/books?lang=fr&sort=title no auth')).toHaveLength(2)
  }, 240_000)
})
