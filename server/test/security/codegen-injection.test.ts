import fs from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { Node } from '@babel/types'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { compileApiSpec } from '../../src/modules/api-testing/compiler.js'
import { inlineRuntime } from '../../src/modules/api-testing/runtime-module.js'
import { parseApiSpec } from '../../src/modules/api-testing/spec-parser.js'
import { parseCode, walk } from '../../src/modules/generated-code/parse.js'
import { generateTest } from '../../src/modules/pipeline/codegen.js'
import { planSpec } from '../../src/modules/pipeline/planner.js'
import { parseUiSpec } from '../../src/modules/pipeline/spec-parser.js'
import type { AppHarness } from '../support/app.js'
import { appTest } from '../support/app.js'

// Issue 8 point 1: user text that ends a `//` comment or a literal early (U+2028 / U+2029 and friends) must never
// become code in a generated test. On 3580a7c the API compiler wrote the spec title with JSON.stringify into a
// comment, and a title holding U+2028 ran its remainder inside the Playwright worker.

const markerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-injection-'))
const marker = (name: string) => path.join(markerDir, name)
/** A title whose tail is code once a line terminator ends the comment it is written into. */
const attack = (name: string, separator = '\u2028') =>
  `Shop${separator}process.getBuiltinModule('node:fs').writeFileSync('${marker(name)}', 'pwned')//`

/** Identifiers of the generated code: the attack's calls must never be among them (only ever inside literals). */
function identifiers(code: string): Set<string> {
  const names = new Set<string>()
  walk(parseCode(code), (node: Node) => {
    if (node.type === 'Identifier') names.add(node.name)
  })
  return names
}

function multipart(filename: string, type: string, content: string) {
  const boundary = '----specwright-security-boundary'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`
  const payload = Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

async function waitForRun(h: AppHarness, user: Parameters<AppHarness['request']>[0], runId: string, projectId: string) {
  const deadline = Date.now() + 90_000
  for (;;) {
    const run = (await h.request(user, { url: `/api-testing/runs/${runId}?project_id=${projectId}` })).json()
    if (!['queued', 'running'].includes(run.status)) return run
    if (Date.now() > deadline) throw new Error(`run ${runId} still ${run.status}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

describe('generated code cannot be injected into', () => {
  let api: Server
  let baseUrl: string
  beforeAll(async () => {
    api = createServer((req, res) => {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ status: 'ok', path: req.url }))
    })
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`
    delete process.env.BASE_URL // vitest sets it to "/"; it would override the spec's base URL
  })
  afterAll(async () => {
    await new Promise((resolve) => api.close(resolve))
    fs.rmSync(markerDir, { recursive: true, force: true })
  })

  const it = appTest('sqlite', { REQUIRE_AUTH: 'true' })

  it('through an API spec title (U+2028, U+2029), run for real by the server', async ({ harness: h }) => {
    const p = await h.project()
    const separators = { ls: '\u2028', ps: '\u2029' }
    for (const [name, separator] of Object.entries(separators)) {
      const content = `# API Test: ${attack(name, separator)}\n\n## Base URL\n\n${baseUrl}\n\n## Tests\n\n### GET /health\n\n- Verify status is 200\n- Verify $.status equals "ok"\n`
      const { spec, errors } = parseApiSpec(content)
      expect(errors).toEqual([])
      expect(spec.name).toContain(separator)
      const created = await h.request(p.members.member, {
        method: 'POST',
        url: '/api-testing/specs',
        payload: { name: `inject-${name}`, content, project_id: p.id },
      })
      expect(created.statusCode).toBe(201)
      const start = await h.request(p.members.member, { method: 'POST', url: `/api-testing/specs/inject-${name}/run?project_id=${p.id}` })
      expect(start.statusCode).toBe(202)
      await h.deps.jobs.start()
      const run = await waitForRun(h, p.members.viewer, start.json().run_id, p.id)
      expect([name, run.status, run.error]).toEqual([name, 'passed', null])
      expect(fs.existsSync(marker(name))).toBe(false)
      expect(run.code).toContain(separator === '\u2028' ? '\\u2028' : '\\u2029')
      // As downloaded: the runtime module inlined, so the file declares its helpers itself.
      const names = identifiers(inlineRuntime(compileApiSpec(spec).code))
      expect(names.has('getBuiltinModule')).toBe(false)
      expect(names.has('writeFileSync')).toBe(true) // the runtime's own helper, declared in the file
    }
  }, 180_000)

  it('through an imported OpenAPI info.title, run for real by the server', async ({ harness: h }) => {
    const p = await h.project()
    const document = {
      openapi: '3.0.3',
      info: { title: attack('openapi'), version: '1.0.0' },
      servers: [{ url: baseUrl }],
      paths: {
        '/health': {
          get: {
            operationId: 'health',
            tags: ['health'],
            responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
          },
        },
      },
    }
    const imported = await h.request(p.members.member, {
      method: 'POST',
      url: `/api-testing/import-openapi?project_id=${p.id}`,
      ...multipart('openapi.json', 'application/json', JSON.stringify(document)),
    })
    expect(imported.statusCode).toBe(200)
    const specs = imported.json().specs as { name: string }[]
    expect(specs.length).toBe(1)
    const start = await h.request(p.members.member, { method: 'POST', url: `/api-testing/specs/${specs[0]!.name}/run?project_id=${p.id}` })
    expect(start.statusCode).toBe(202)
    await h.deps.jobs.start()
    const run = await waitForRun(h, p.members.viewer, start.json().run_id, p.id)
    expect(run.status).not.toBe('queued')
    expect(fs.existsSync(marker('openapi'))).toBe(false)
    expect(identifiers(run.code).has('getBuiltinModule')).toBe(false)
  }, 180_000)

  it('through a UI spec name, steps, values and outcomes', () => {
    const evil = attack('ui')
    const source = [
      `# Test: ${evil}`,
      '## Steps',
      `1. Go to /shop?q=${evil}`,
      `2. Type "${evil}" into the "Search ${evil}" field`,
      `3. Verify the text "${evil}" is visible`,
      '## Expected Outcome',
      `- ${evil}`,
    ].join('\n')
    const { code } = generateTest(planSpec(parseUiSpec(source).spec))
    expect(code).toContain('\\u2028')
    expect(identifiers(code).has('getBuiltinModule')).toBe(false)
  })
})
