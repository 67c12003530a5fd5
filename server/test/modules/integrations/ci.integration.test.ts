import { execFile } from 'node:child_process'
import { createHmac } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { Ajv } from 'ajv'
import { describe, expect } from 'vitest'
import { parse } from 'yaml'
import { markAutomated } from '../../../src/modules/specs/service.js'
import { ensureWorkspace } from '../../../src/platform/playwright/workspace.js'
import { appTest } from '../../support/app.js'
import { testDialects } from '../../support/env.js'
import { UI_SPEC } from './helpers.js'

const run = promisify(execFile)
const here = path.dirname(fileURLToPath(import.meta.url))
const REPO_NODE_MODULES = path.resolve(here, '../../../../node_modules')

async function validator(file: string) {
  const schema = JSON.parse(await fs.readFile(path.join(here, 'fixtures', file), 'utf8'))
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false })
  return ajv.compile(schema)
}

describe.each(testDialects())('CI generation and webhooks (%s)', (dialect) => {
  const it = appTest(dialect, { REQUIRE_AUTH: 'true' })

  it('generates a GitHub workflow and a GitLab pipeline that validate against their published JSON schemas', async ({ harness: h }) => {
    const p = await h.project()
    const v = p.members.viewer
    await h.request(p.members.editor, {
      method: 'POST',
      url: '/specs',
      payload: { name: 'shop/home', content: UI_SPEC('home'), project_id: p.id },
    })
    const notAutomated = await h.request(v, {
      method: 'POST',
      url: `/ci-workflow/${p.id}/generate-workflow`,
      payload: { specs: ['shop/home'] },
    })
    expect(notAutomated.statusCode).toBe(422)
    expect(notAutomated.json().detail[0]).toMatchObject({ loc: ['body', 'specs', 0], type: 'not_automated' })
    await markAutomated(h.deps, p.id, 'shop/home', { runId: 'r1', testPath: `tests/generated/${p.id}/shop/home.spec.ts` })

    const gh = await validator('github-workflow.schema.json')
    for (const [trigger, extra] of [
      ['push', {}],
      ['pull_request', { branches: ['main', 'release/*'] }],
      ['schedule', { cron: '0 6 * * 1-5' }],
    ] as const) {
      const res = await h.request(v, {
        method: 'POST',
        url: `/ci-workflow/${p.id}/generate-workflow`,
        payload: { trigger, specs: ['shop/home'], browser: 'chromium', ...extra },
      })
      expect(res.statusCode).toBe(200)
      const out = res.json()
      expect(out.filename).toBe('.github/workflows/specwright.yml')
      expect(out.test_files).toEqual([`tests/generated/${p.id}/shop/home.spec.ts`])
      const doc = parse(out.content)
      expect(gh(doc), JSON.stringify(gh.errors?.slice(0, 3))).toBe(true)
      expect(Object.keys(doc.on)).toEqual([trigger, 'workflow_dispatch'])
      const steps = doc.jobs.test.steps as { run?: string; uses?: string; with?: Record<string, unknown> }[]
      expect(steps.find((s) => s.uses?.startsWith('actions/setup-node'))?.with?.['node-version']).toBe('20')
      expect(steps.some((s) => s.run === 'npx playwright install --with-deps chromium')).toBe(true)
      expect(steps.find((s) => s.run?.startsWith('npx playwright test'))?.run).toBe(
        `npx playwright test tests/generated/${p.id}/shop/home.spec.ts --reporter=list,html,junit`,
      )
      expect(steps.find((s) => s.uses?.startsWith('actions/upload-artifact'))?.with?.path).toBe('playwright-report/')
      expect(steps.find((s) => s.uses?.startsWith('mikepenz/action-junit-report'))?.with?.report_paths).toBe('test-results/junit.xml')
      if (trigger === 'schedule') expect(doc.on.schedule).toEqual([{ cron: '0 6 * * 1-5' }])
    }
    const noCron = await h.request(v, { method: 'POST', url: `/ci-workflow/${p.id}/generate-workflow`, payload: { trigger: 'schedule' } })
    expect(noCron.json().detail[0]).toMatchObject({ loc: ['body', 'cron'], type: 'cron_required' })
    const badBrowser = await h.request(v, { method: 'POST', url: `/ci-workflow/${p.id}/generate-workflow`, payload: { browser: 'lynx' } })
    expect(badBrowser.statusCode).toBe(422)

    const gl = await validator('gitlab-ci.schema.json')
    const res = await h.request(v, {
      method: 'POST',
      url: `/ci-pipeline/${p.id}/generate-config`,
      payload: { specs: [], browser: 'chromium' },
    })
    const out = res.json()
    expect(out.filename).toBe('.gitlab-ci.yml')
    const doc = parse(out.content)
    expect(gl(doc), JSON.stringify(gl.errors?.slice(0, 3))).toBe(true)
    const job = doc['specwright-tests']
    expect(job.image).toMatch(/^mcr\.microsoft\.com\/playwright:v\d+\.\d+\.\d+-noble$/)
    expect(job.script).toContain(`npx playwright test tests/generated/${p.id}/ tests/generated/api/${p.id}/ --reporter=list,html,junit`)
    expect(job.artifacts.reports.junit).toBe('test-results/junit.xml')
    expect(job.artifacts.paths).toContain('playwright-report/')
    // The schemas are not a rubber stamp: a job without a script is refused.
    expect(gl({ stages: ['test'], broken: { stage: 'test', artifacts: { reports: { junit: 3 } } } })).toBe(false)
    expect(gh({ on: 'push', jobs: { test: { 'runs-on': 'ubuntu-latest', steps: [{ bogus: 1 }] } } })).toBe(false)
  })

  it('runs the generated workflow test command successfully in a fresh clone of the workspace', { timeout: 180_000 }, async ({
    harness: h,
  }) => {
    const p = await h.project()
    await h.request(p.members.editor, {
      method: 'POST',
      url: '/specs',
      payload: { name: 'home', content: UI_SPEC('home'), project_id: p.id },
    })
    const ws = await ensureWorkspace(h.dataDir)
    const testPath = `tests/generated/${p.id}/home.spec.ts`
    await fs.mkdir(path.join(ws.root, path.dirname(testPath)), { recursive: true })
    await fs.writeFile(
      path.join(ws.root, testPath),
      `import { test, expect } from '@playwright/test'\n\ntest('home', async ({ page }) => {\n  await page.setContent('<title>Shop home</title><h1>Welcome</h1>')\n  await expect(page).toHaveTitle('Shop home')\n  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible()\n})\n`,
    )
    await markAutomated(h.deps, p.id, 'home', { runId: 'r1', testPath })
    const res = await h.request(p.members.viewer, {
      method: 'POST',
      url: `/ci-workflow/${p.id}/generate-workflow`,
      payload: { specs: ['home'] },
    })
    const steps = parse(res.json().content).jobs.test.steps as { name?: string; run?: string; env?: Record<string, string> }[]
    const testStep = steps.find((s) => s.name === 'Run tests')
    expect(testStep?.run).toBeDefined()

    const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'sw-ci-'))
    try {
      const git = (cwd: string, ...args: string[]) => run('git', args, { cwd })
      await git(ws.root, 'init', '-q', '-b', 'main')
      await git(ws.root, 'add', '-A')
      await git(ws.root, '-c', 'user.email=ci@example.com', '-c', 'user.name=CI', 'commit', '-q', '-m', 'workspace')
      const clone = path.join(tmp, 'clone')
      await git(tmp, 'clone', '-q', ws.root, clone)
      expect(await fs.readFile(path.join(clone, testPath), 'utf8')).toContain("test('home'")
      // Stands in for the workflow's `npm ci` (this machine is offline): the same @playwright/test the server runs.
      await fs.symlink(REPO_NODE_MODULES, path.join(clone, 'node_modules'))
      const { stdout } = await run('sh', ['-c', testStep?.run as string], {
        cwd: clone,
        env: { ...process.env, ...testStep?.env, CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        timeout: 150_000,
      })
      expect(stdout).toMatch(/1 passed/)
      const junit = await fs.readFile(path.join(clone, 'test-results/junit.xml'), 'utf8')
      expect(junit).toMatch(/tests="1"/)
      expect(junit).toMatch(/failures="0"/)
      expect((await fs.stat(path.join(clone, 'playwright-report/index.html'))).size).toBeGreaterThan(1000)
    } finally {
      await fs.rm(tmp, { recursive: true, force: true })
    }
  })

  it('records signed GitHub and GitLab deliveries; wrong, missing or replayed signatures are 401 and record nothing', async ({
    harness: h,
  }) => {
    const p = await h.project()
    const secret = 'whsec-0123456789abcdef'
    const url = `/ci-workflow/${p.id}/webhook`
    const count = async () => (await h.deps.db.selectFrom('ci_deliveries').select('id').where('project_id', '=', p.id).execute()).length
    const body = JSON.stringify({
      action: 'completed',
      workflow_run: {
        name: 'Specwright tests',
        conclusion: 'failure',
        head_branch: 'main',
        head_sha: 'abc123',
        html_url: 'https://github.com/o/r/actions/runs/1',
      },
    })
    const sign = (b: string, s = secret) => `sha256=${createHmac('sha256', s).update(b).digest('hex')}`
    const gh = (headers: Record<string, string>, payload = body) =>
      h.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json', 'x-github-event': 'workflow_run', ...headers },
      })

    expect((await gh({ 'x-hub-signature-256': sign(body), 'x-github-delivery': 'd-0' })).statusCode).toBe(401) // not configured yet
    const cfg = await h.request(p.members.admin, {
      method: 'POST',
      url: `/ci-workflow/${p.id}/webhook-config`,
      payload: { repo_url: 'https://github.com/o/r', webhook_secret: secret },
    })
    expect(cfg.json()).toMatchObject({
      configured: true,
      repo_url: 'https://github.com/o/r',
      receiver_path: url,
      secret_masked: '****cdef',
    })
    expect(cfg.body).not.toContain(secret)
    expect(
      (
        await h.request(p.members.admin, {
          method: 'POST',
          url: `/ci-workflow/${p.id}/webhook-config`,
          payload: { repo_url: 'https://x', webhook_secret: 'short' },
        })
      ).statusCode,
    ).toBe(422)

    const ok = await gh({ 'x-hub-signature-256': sign(body), 'x-github-delivery': 'd-1' })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ recorded: true })
    expect(await count()).toBe(1)

    const refusals = [
      await gh({ 'x-hub-signature-256': sign(body), 'x-github-delivery': 'd-1' }), // replay
      await gh({ 'x-hub-signature-256': sign(body, 'other-secret-0000'), 'x-github-delivery': 'd-2' }), // wrong secret
      await gh({ 'x-hub-signature-256': sign(body), 'x-github-delivery': 'd-3' }, body.replace('failure', 'success')), // tampered body
      await gh({ 'x-github-delivery': 'd-4' }), // missing signature
      await gh({ 'x-hub-signature-256': sign(body) }), // missing delivery id
      await gh({ 'x-hub-signature-256': 'sha256=', 'x-github-delivery': 'd-5' }),
    ]
    expect(refusals.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401, 401])
    expect(refusals.every((r) => r.json().detail === 'Invalid or missing webhook signature')).toBe(true)
    expect(await count()).toBe(1)

    const glBody = JSON.stringify({
      object_kind: 'pipeline',
      object_attributes: { id: 42, status: 'success', ref: 'main', sha: 'def456', url: 'https://gitlab.example/o/r/-/pipelines/42' },
    })
    const gl = (token: string, uuid: string) =>
      h.app.inject({
        method: 'POST',
        url,
        payload: glBody,
        headers: {
          'content-type': 'application/json',
          'x-gitlab-event': 'Pipeline Hook',
          'x-gitlab-token': token,
          'x-gitlab-event-uuid': uuid,
        },
      })
    expect((await gl(secret, 'u-1')).statusCode).toBe(200)
    expect((await gl(secret, 'u-1')).statusCode).toBe(401)
    expect((await gl(`${secret}x`, 'u-2')).statusCode).toBe(401)
    expect(await count()).toBe(2)

    const list = await h.request(p.members.viewer, { url: `/ci-workflow/${p.id}/deliveries` })
    expect(list.json().total).toBe(2)
    const items = list.json().items as { provider: string; status: string; ref: string; sha: string; pipeline: string }[]
    expect(items.map((d) => [d.provider, d.status, d.ref, d.sha, d.pipeline]).sort()).toEqual([
      ['github', 'failure', 'main', 'abc123', 'Specwright tests'],
      ['gitlab', 'success', 'main', 'def456', '#42'],
    ])

    // Removing the config refuses every later delivery, however well signed.
    expect((await h.request(p.members.editor, { method: 'DELETE', url: `/ci-workflow/${p.id}/webhook-config` })).statusCode).toBe(403)
    expect((await h.request(p.members.admin, { method: 'DELETE', url: `/ci-workflow/${p.id}/webhook-config` })).json()).toEqual({
      deleted: true,
    })
    expect((await gh({ 'x-hub-signature-256': sign(body), 'x-github-delivery': 'd-9' })).statusCode).toBe(401)
    expect(await count()).toBe(2)
  })
})
