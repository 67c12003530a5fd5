import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify, stripVTControlCharacters } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { compileApiSpec } from '../../../src/modules/api-testing/compiler.js'
import { writeRuntimeModule } from '../../../src/modules/api-testing/run-attempts.js'
import { inlineRuntime, RUNTIME_FILE } from '../../../src/modules/api-testing/runtime-module.js'
import { parseApiSpec } from '../../../src/modules/api-testing/spec-parser.js'

const REPO = join(import.meta.dirname, '../../../..')
const TOKEN = 's3cret-token-value'

const SPEC = `# API Test: Inventory

## Base URL

http://127.0.0.1:1

## Authentication

Bearer {{INVENTORY_TOKEN}}

## Tests

### POST /items — create

- Send the request with JSON body {"name": "Lamp"}
- Verify status is 201
- Verify content type is application/json
- Verify the response matches the schema:
  \`\`\`json
  {"type": "object", "required": ["id", "name"], "properties": {"id": {"type": "integer"}}}
  \`\`\`
- Save $.id as {{itemId}}

### GET /items/{{itemId}} — read

- Verify status is 200
- Verify $.name equals "Chair"

### DELETE /items/{{itemId}} — delete

- Verify status is 204
`

interface ReportResult {
  status: string
  errors: { message: string }[]
  attachments: { name: string; body?: string }[]
}
interface ReportSpec {
  title: string
  tests: { results: ReportResult[] }[]
}
interface ReportSuite {
  specs?: ReportSpec[]
  suites?: ReportSuite[]
}

function specsOf(suite: ReportSuite): ReportSpec[] {
  return [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)]
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => resolve(body))
  })
}

describe('a compiled spec runs unchanged with npx playwright test', () => {
  let server: Server
  let workspace: string
  const seen: { method: string; url: string; authorization: string | undefined }[] = []

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const body = await readBody(req)
      seen.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization })
      res.setHeader('content-type', 'application/json; charset=utf-8')
      if (req.method === 'POST' && req.url === '/items') {
        res.statusCode = 201
        res.end(JSON.stringify({ id: 41, name: JSON.parse(body).name }))
      } else if (req.method === 'GET' && req.url === '/items/41') {
        res.end(JSON.stringify({ id: 41, name: 'Lamp' }))
      } else if (req.method === 'DELETE' && req.url === '/items/41') {
        res.statusCode = 204
        res.end()
      } else {
        res.statusCode = 404
        res.end('{"error":"not_found"}')
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    workspace = await mkdtemp(join(tmpdir(), 'specwright-api-run-'))
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    await rm(workspace, { recursive: true, force: true })
  })

  // As the workspace (and a CI checkout of it) holds the file: an ES module project, the runtime module beside it.
  // As a download hands it out: one file, no package.json, the module inlined.
  test.each([
    ['beside its runtime module, as an ES module (the workspace, CI)', 'workspace'],
    ['alone, the runtime module inlined (the download)', 'download'],
  ] as const)(
    'passing checks pass, a failing check names itself, later tests still run, secrets are masked: %s',
    async (_, layout) => {
      const { spec, errors } = parseApiSpec(SPEC)
      expect(errors).toEqual([])
      const compiled = compileApiSpec(spec)
      const dir = join(workspace, layout)
      await mkdir(dir, { recursive: true })
      seen.length = 0
      if (layout === 'workspace') {
        // ES modules ignore NODE_PATH: @playwright/test is installed in the project, as `npm install` does there.
        await symlink(join(REPO, 'node_modules'), join(dir, 'node_modules'))
        await writeFile(join(dir, 'package.json'), '{ "type": "module" }\n')
        await writeFile(join(dir, compiled.fileName), compiled.code)
        await writeRuntimeModule(dir)
      } else {
        const code = inlineRuntime(compiled.code)
        expect(code).not.toContain(RUNTIME_FILE.replace(/\.ts$/, "'"))
        await writeFile(join(dir, compiled.fileName), code)
      }
      await writeFile(join(dir, 'playwright.config.ts'), "export default { testDir: '.', workers: 1, retries: 0 }\n")
      expect((await readdir(dir)).sort()).toEqual(
        layout === 'workspace'
          ? [compiled.fileName, 'node_modules', 'package.json', 'playwright.config.ts', RUNTIME_FILE]
          : [compiled.fileName, 'playwright.config.ts'],
      )
      const port = (server.address() as AddressInfo).port
      const run = await promisify(execFile)(
        process.execPath,
        [join(REPO, 'node_modules/@playwright/test/cli.js'), 'test', '--config', join(dir, 'playwright.config.ts'), '--reporter=json'],
        {
          cwd: dir,
          env: { ...process.env, NODE_PATH: join(REPO, 'node_modules'), BASE_URL: `http://127.0.0.1:${port}`, INVENTORY_TOKEN: TOKEN },
          maxBuffer: 32 * 1024 * 1024,
        },
      ).catch((error: { stdout?: string; code?: number }) => ({ stdout: error.stdout ?? '', code: error.code }))
      const report = JSON.parse(run.stdout) as { suites: ReportSuite[]; stats: { expected: number; unexpected: number } }
      expect([report.stats.expected, report.stats.unexpected]).toEqual([2, 1])

      const byTitle = Object.fromEntries(report.suites.flatMap(specsOf).map((s) => [s.title, s.tests[0]!.results.at(-1)!]))
      expect(Object.keys(byTitle)).toEqual(['POST /items — create', 'GET /items/{{itemId}} — read', 'DELETE /items/{{itemId}} — delete'])
      expect(byTitle['POST /items — create']!.status).toBe('passed')
      expect(byTitle['DELETE /items/{{itemId}} — delete']!.status).toBe('passed')

      const failed = byTitle['GET /items/{{itemId}} — read']!
      expect(failed.status).toBe('failed')
      const message = stripVTControlCharacters(failed.errors[0]!.message)
      expect(message).toContain('field $.name')
      expect(message).toContain('Expected: "Chair"')
      expect(message).toContain('Received: "Lamp"')

      const evidence = Object.fromEntries(
        failed.attachments.filter((a) => a.body).map((a) => [a.name, Buffer.from(a.body!, 'base64').toString('utf8')]),
      )
      expect(JSON.parse(evidence.request!)).toEqual({
        method: 'GET',
        url: `http://127.0.0.1:${port}/items/41`,
        headers: { Authorization: 'Bearer ****' },
        params: {},
      })
      expect(JSON.parse(evidence.response!)).toMatchObject({ status: 200, body: { id: 41, name: 'Lamp' } })
      expect(JSON.stringify(report)).not.toContain(TOKEN)

      expect(seen.map((r) => `${r.method} ${r.url} ${r.authorization}`)).toEqual([
        `POST /items Bearer ${TOKEN}`,
        `GET /items/41 Bearer ${TOKEN}`,
        `DELETE /items/41 Bearer ${TOKEN}`,
      ])
    },
    120_000,
  )
})
