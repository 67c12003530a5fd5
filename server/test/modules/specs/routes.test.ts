import fs from 'node:fs'
import path from 'node:path'
import { describe, expect } from 'vitest'
import { parseUiSpec } from '../../../src/modules/pipeline/spec-parser.js'
import { getSpecContent, markAutomated } from '../../../src/modules/specs/service.js'
import { testDialects } from '../../support/env.js'
import { api, filesUnder, LOGIN, specsDir, specsTest, uiSpec } from './specs-app.js'

for (const dialect of testDialects()) {
  describe(`${dialect}: /specs`, () => {
    const it = specsTest(dialect, { REQUIRE_AUTH: 'true' })

    it('creates, reads, updates and deletes a spec whose name has folders, mirroring each change to the workspace', async ({ h }) => {
      const p = await h.project()
      const s = api(h, p)
      const created = await s.create({ name: 'checkout/guest pays', content: LOGIN, tags: ['Smoke', 'checkout', 'smoke'] })
      expect(created.statusCode).toBe(201)
      const body = created.json()
      expect(body).toEqual({
        name: 'checkout/guest pays',
        kind: 'ui',
        project_id: p.id,
        content: LOGIN,
        tags: ['checkout', 'smoke'],
        automated: false,
        automated_test: null,
        accepted_run_id: null,
        automated_at: null,
        created_at: expect.any(String),
        updated_at: body.created_at,
        title: 'Login',
        errors: [],
        warnings: [],
      })
      const file = path.join(specsDir(h, p.id), 'checkout', 'guest pays.md')
      expect(fs.readFileSync(file, 'utf8')).toBe(LOGIN)

      const got = await s.get('checkout/guest pays')
      expect([got.statusCode, got.json()]).toEqual([200, body])

      const list = await s.list()
      expect(list.json()).toEqual({
        items: [expect.objectContaining({ name: 'checkout/guest pays', tags: ['checkout', 'smoke'] })],
        total: 1,
        limit: 50,
        offset: 0,
        has_more: false,
      })
      expect(list.json().items[0]).not.toHaveProperty('content')

      const edited = uiSpec('Login again')
      const put = await s.put('checkout/guest pays', { content: edited, tags: [] })
      expect(put.statusCode).toBe(200)
      expect(put.json()).toMatchObject({ name: 'checkout/guest pays', content: edited, tags: [], title: 'Login again' })
      expect(put.json().updated_at >= body.updated_at).toBe(true)
      expect(fs.readFileSync(file, 'utf8')).toBe(edited)

      const deleted = await s.del('checkout/guest pays')
      expect([deleted.statusCode, deleted.json()]).toEqual([200, { deleted: true, name: 'checkout/guest pays' }])
      expect(fs.existsSync(path.join(specsDir(h, p.id), 'checkout'))).toBe(false)
      const gone = await s.get('checkout/guest pays')
      expect([gone.statusCode, gone.json()]).toEqual([404, { detail: 'Spec "checkout/guest pays" not found' }])
      expect((await s.list()).json().total).toBe(0)
    })

    it('normalizes names: duplicate slashes, ./ segments, surrounding spaces and a .md suffix', async ({ h }) => {
      const p = await h.project()
      const s = api(h, p)
      const res = await s.create({ name: ' ./auth//login.md ', content: LOGIN })
      expect([res.statusCode, res.json().name]).toEqual([201, 'auth/login'])
      expect((await s.get('auth/login.md')).json().name).toBe('auth/login')
      expect((await h.request(p.members.viewer, { url: `/specs/auth//./login?project_id=${p.id}` })).statusCode).toBe(200)
      expect(filesUnder(specsDir(h, p.id))).toEqual([path.join('auth', 'login.md')])
      const dup = await s.create({ name: 'auth/login', content: LOGIN })
      expect([dup.statusCode, dup.json()]).toEqual([409, { detail: 'A spec named "auth/login" already exists' }])
    })

    it('renames and moves a spec, keeping tags and automation, and refuses to overwrite another spec', async ({ h }) => {
      const p = await h.project()
      const s = api(h, p)
      await s.create({ name: 'drafts/login', content: LOGIN, tags: ['auth'] })
      await s.create({ name: 'auth/logout', content: uiSpec('Logout') })
      await markAutomated(h.deps, p.id, 'drafts/login', { runId: 'run-1', testPath: 'tests/generated/login.spec.ts' })

      const moved = await s.put('drafts/login', { name: 'auth/sign in/login' })
      expect(moved.statusCode).toBe(200)
      expect(moved.json()).toMatchObject({
        name: 'auth/sign in/login',
        content: LOGIN,
        tags: ['auth'],
        automated: true,
        accepted_run_id: 'run-1',
      })
      expect(filesUnder(specsDir(h, p.id))).toEqual([path.join('auth', 'logout.md'), path.join('auth', 'sign in', 'login.md')])
      expect((await s.get('drafts/login')).statusCode).toBe(404)
      expect((await s.get('auth/sign in/login')).json().content).toBe(LOGIN)

      const clash = await s.put('auth/sign in/login', { name: 'auth/logout' })
      expect([clash.statusCode, clash.json()]).toEqual([409, { detail: 'A spec named "auth/logout" already exists' }])
      expect(filesUnder(specsDir(h, p.id))).toEqual([path.join('auth', 'logout.md'), path.join('auth', 'sign in', 'login.md')])
      expect(fs.readFileSync(path.join(specsDir(h, p.id), 'auth', 'logout.md'), 'utf8')).toBe(uiSpec('Logout'))
    })

    it('leaves updated_at alone when an update changes nothing', async ({ h }) => {
      const p = await h.project()
      const s = api(h, p)
      const created = (await s.create({ name: 'same', content: LOGIN, tags: ['a'] })).json()
      const put = await s.put('same', { content: LOGIN, tags: ['A'], name: 'same.md' })
      expect([put.statusCode, put.json().updated_at]).toEqual([200, created.updated_at])
    })

    it('refuses traversal and unsafe names with 422 and writes nothing', async ({ h }) => {
      const p = await h.project()
      const s = api(h, p)
      const names = [
        '../escape',
        'a/../../b',
        '/abs',
        'a\\b',
        '%2e%2e/x',
        'a/%252e%252e/b',
        'nul\u0000x',
        '.hidden',
        'a/.git/x',
        'x.md/y',
        'tab\tname',
        'what?',
        'automated',
        'folders',
      ]
      for (const name of names) {
        const res = await s.create({ name, content: LOGIN })
        // NUL is refused by the platform's guard before the body is parsed, so its loc is just ['body'].
        expect([name, res.statusCode, res.json().detail[0].loc]).toEqual([name, 422, name.includes('\u0000') ? ['body'] : ['body', 'name']])
      }
      const traversal = await h.request(p.members.viewer, { url: `/specs/..%2F..%2Fetc%2Fpasswd?project_id=${p.id}` })
      expect([traversal.statusCode, traversal.json().detail[0]]).toEqual([
        422,
        { loc: ['path', 'name'], msg: "The path must not contain '..' segments", type: 'path_traversal' },
      ])
      const del = await h.request(p.members.admin, { method: 'DELETE', url: `/specs/%2e%2e%2fx?project_id=${p.id}` })
      expect(del.statusCode).toBe(422)
      await s.create({ name: 'ok', content: LOGIN })
      const rename = await s.put('ok', { name: '../../outside' })
      expect([rename.statusCode, rename.json().detail[0].loc]).toEqual([422, ['body', 'name']])
      const folder = await s.list('&folder=../x')
      expect([folder.statusCode, folder.json().detail[0].loc]).toEqual([422, ['query', 'folder']])

      expect(filesUnder(path.join(h.dataDir, 'workspace'))).toEqual([path.join('specs', p.id, 'ok.md')])
      expect(fs.readdirSync(h.dataDir).filter((f) => f.includes('escape') || f.includes('outside'))).toEqual([])
      expect(await s.names()).toEqual(['ok'])
    })

    it('refuses content that is not a UI spec, and saves drafts with their problems listed by line', async ({ h }) => {
      const p = await h.project()
      const s = api(h, p)
      const untitled = await s.create({ name: 'x', content: 'Just some notes\n' })
      expect([untitled.statusCode, untitled.json().detail]).toEqual([
        422,
        [{ loc: ['body', 'content'], msg: 'line 1: missing title: the spec must start with "# Test: <name>"', type: 'spec_title' }],
      ])
      const apiSpec = await s.create({ name: 'x', content: '# API Test: Products\n## Tests\n### GET /products\n- Verify status is 200\n' })
      expect([apiSpec.statusCode, apiSpec.json().detail[0].msg]).toEqual([
        422,
        'line 1: this is an API test spec: save it with POST /api-testing/specs',
      ])

      const draft = await s.create({ name: 'draft', content: '# Test: Draft\n\nNothing yet\n' })
      expect(draft.statusCode).toBe(201)
      expect(draft.json().errors).toEqual([{ line: 1, message: 'missing "## Steps": add a numbered list of steps' }])
      const vague = await s.create({ name: 'vague', content: uiSpec('Vague', 'Do a barrel roll') })
      expect([vague.statusCode, vague.json().errors, vague.json().warnings]).toEqual([
        201,
        [],
        [{ line: 5, message: 'step 2 is not in the step grammar (not a step the grammar knows): "Do a barrel roll"' }],
      ])
      const wipe = await s.put('vague', { content: '' })
      expect(wipe.statusCode).toBe(422)
      expect((await s.get('vague')).json().content).toBe(uiSpec('Vague', 'Do a barrel roll'))
      expect(filesUnder(specsDir(h, p.id))).toEqual(['draft.md', 'vague.md'])
    })

    it('validates markdown without saving, resolving @include templates from the project', async ({ h }) => {
      const p = await h.project()
      const s = api(h, p)
      await s.create({ name: 'templates/sign in', content: '# Test: Sign in\n## Steps\n1. Navigate to /login\n2. Click "Sign in"\n' })
      const validate = (content: string) =>
        h.request(p.members.viewer, { method: 'POST', url: '/specs/validate', payload: { content, project_id: p.id } })

      const ok = await validate('# Test: Buy\n## Steps\n1. @include sign in\n2. Click "Buy"\n')
      const { interpretation, ...validation } = ok.json()
      expect(interpretation.map((s: { n: number; actions: { summary: string }[] }) => [s.n, s.actions.map((a) => a.summary)])).toEqual([
        [1, ['navigate /login']],
        [2, ['click clickable "Sign in"']],
        [3, ['click clickable "Buy"']],
      ])
      expect(validation).toEqual({
        valid: true,
        title: 'Buy',
        steps: [
          { n: 1, text: 'Navigate to /login', line: 3 },
          { n: 2, text: 'Click "Sign in"', line: 3 },
          { n: 3, text: 'Click "Buy"', line: 4 },
        ],
        variables: [],
        errors: [],
        warnings: [],
      })
      const bad = await validate('# Test: Buy\n## Steps\n1. Navigate to {{SHOP_URL}}\n2. @include nowhere\n')
      expect(bad.json()).toMatchObject({
        valid: false,
        variables: ['SHOP_URL'],
        // A placeholder the project cannot resolve is an error on its line (docs/security.md).
        errors: [
          { line: 3, message: expect.stringContaining('{{SHOP_URL}} is not set') },
          { line: 4, message: 'template "nowhere" not found' },
        ],
      })
      expect(await s.names()).toEqual(['templates/sign in'])

      const source = await getSpecContent(h.deps, p.id, 'templates/sign in.md')
      expect(source.name).toBe('templates/sign in')
      const buy = await s.create({ name: 'buy', content: '# Test: Buy\n## Steps\n1. @include templates/sign in\n' })
      expect(buy.json().errors).toEqual([])
      const run = await getSpecContent(h.deps, p.id, 'buy')
      expect(parseUiSpec(run.content, { resolveTemplate: run.resolveTemplate }).spec.steps.map((x) => x.text)).toEqual([
        'Navigate to /login',
        'Click "Sign in"',
      ])
    })

    it("keeps projects apart: another project's spec is a 404 and never listed", async ({ h }) => {
      const a = await h.project()
      const b = await h.project()
      await api(h, a).create({ name: 'secret/plan', content: LOGIN, tags: ['x'] })
      await api(h, b).create({ name: 'secret/plan', content: uiSpec('Mine') })

      const sb = api(h, b)
      expect((await sb.get('secret/plan')).json().content).toBe(uiSpec('Mine'))
      expect(await sb.names('&tag=x')).toEqual([])
      expect(await sb.names('&q=alice')).toEqual([])
      await sb.del('secret/plan')
      const missing = await sb.get('secret/plan')
      expect([missing.statusCode, missing.json()]).toEqual([404, { detail: 'Spec "secret/plan" not found' }])
      expect((await api(h, a).get('secret/plan')).json().content).toBe(LOGIN)

      // B's member naming A's project is stopped before anything is read or written.
      const peek = await h.request(b.members.admin, { url: `/specs/secret/plan?project_id=${a.id}` })
      expect([peek.statusCode, peek.json()]).toEqual([404, { detail: 'Project not found' }])
      const write = await h.request(b.members.admin, {
        method: 'PUT',
        url: `/specs/secret/plan?project_id=${a.id}`,
        payload: { content: uiSpec('Hijack') },
      })
      expect(write.statusCode).toBe(404)
      const smuggle = await h.request(b.members.member, {
        method: 'POST',
        url: '/specs',
        payload: { name: 'smuggled', content: LOGIN, project_id: a.id },
      })
      expect([smuggle.statusCode, smuggle.json()]).toEqual([404, { detail: 'Project not found' }])
      // The access check reads the query first; a body naming another project cannot ride along.
      const ride = await h.request(b.members.member, {
        method: 'POST',
        url: `/specs?project_id=${b.id}`,
        payload: { name: 'smuggled', content: LOGIN, project_id: a.id },
      })
      expect([ride.statusCode, ride.json().detail[0].loc]).toEqual([422, ['body', 'project_id']])
      const mismatch = await h.request(a.members.member, {
        method: 'POST',
        url: `/specs?project_id=${a.id}`,
        payload: { name: 'x', content: LOGIN, project_id: 'default' },
      })
      expect([mismatch.statusCode, mismatch.json().detail[0].loc]).toEqual([422, ['body', 'project_id']])
      expect(filesUnder(specsDir(h, a.id))).toEqual([path.join('secret', 'plan.md')])
      expect(filesUnder(specsDir(h, b.id))).toEqual([])
    })

    it('lets viewers read, members create, editors edit and admins delete', async ({ h }) => {
      const p = await h.project()
      const s = api(h, p)
      const { viewer, member, editor, admin } = p.members
      const anon = await h.request(undefined, { url: `/specs?project_id=${p.id}` })
      expect([anon.statusCode, anon.json()]).toEqual([401, { detail: 'Not authenticated' }])

      const denied = (role: string, needed: string) => ({ detail: `This action needs the ${needed} role in the project; you are ${role}` })
      const byViewer = await s.create({ name: 'r', content: LOGIN }, viewer)
      expect([byViewer.statusCode, byViewer.json()]).toEqual([403, denied('viewer', 'member')])
      expect((await s.create({ name: 'r', content: LOGIN }, member)).statusCode).toBe(201)
      expect((await s.get('r', viewer)).statusCode).toBe(200)

      const byMember = await s.put('r', { tags: ['x'] }, member)
      expect([byMember.statusCode, byMember.json()]).toEqual([403, denied('member', 'editor')])
      expect((await s.put('r', { tags: ['x'] }, editor)).statusCode).toBe(200)

      const byEditor = await s.del('r', editor)
      expect([byEditor.statusCode, byEditor.json()]).toEqual([403, denied('editor', 'admin')])
      expect((await s.del('r', admin)).statusCode).toBe(200)
      const superuser = await h.user({ superuser: true })
      expect((await s.create({ name: 'su', content: LOGIN }, superuser)).statusCode).toBe(201)
    })
  })
}
