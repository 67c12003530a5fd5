import { describe, expect } from 'vitest'
import { addMember } from '../../src/modules/projects/service.js'
import { roleAtLeast } from '../../src/platform/auth/roles.js'
import { appTest } from '../support/app.js'
import { testDialects } from '../support/env.js'
import {
  bodyTakesProject,
  isWrite,
  listOperations,
  namesProject,
  placeProject,
  projectLocations,
  projectUrl,
} from '../support/openapi-walk.js'

/**
 * Walks every operation in /openapi.json with REQUIRE_AUTH=true and proves the declared policy holds for
 * real callers: anonymous → 401, another project's member → 404, too-low role → 403, superuser → through.
 */
for (const dialect of testDialects()) {
  describe(`${dialect}: access policy of every route`, () => {
    const it = appTest(dialect, { REQUIRE_AUTH: 'true', ALLOW_REGISTRATION: 'true' })

    it('holds for anonymous, outsider, viewer and superuser callers', { timeout: 240_000 }, async ({ harness }) => {
      const { operations, components } = await listOperations(harness.app)
      expect(operations.length).toBeGreaterThan(10)
      const a = await harness.project('Project A')
      const b = await harness.project('Project B')
      const outsider = b.members.owner
      const viewer = a.members.viewer
      const superuser = await harness.user({ superuser: true })
      const params = { project_id: a.id, user_id: a.members.member.id }
      // The superuser's calls go through, deletes included, so they target a project of their own.
      const c = await harness.project('Project C')
      const superParams = { project_id: c.id, user_id: c.members.member.id }
      const checked = { anonymous: 0, outsider: 0, viewer: 0, superuser: 0, locations: { path: 0, query: 0, body: 0 } }

      for (const op of operations) {
        const url = projectUrl(op, params)
        const call = (user: typeof viewer | undefined, target = url, project = params.project_id) =>
          harness.request(user, {
            method: op.method,
            url: target,
            payload: isWrite(op.method) ? (bodyTakesProject(op, components) ? { project_id: project } : {}) : undefined,
          })
        const label = `${op.method} ${op.path}`
        expect(op.access, `${label} declares x-access`).toBeDefined()
        if (op.access.kind === 'public') continue

        const anon = await call(undefined)
        expect([label, anon.statusCode, anon.json()]).toEqual([label, 401, { detail: 'Not authenticated' }])
        expect(anon.headers['www-authenticate']).toBe('Bearer')
        checked.anonymous++

        if (op.access.kind === 'project' && namesProject(op, components)) {
          const res = await call(outsider)
          expect([label, res.statusCode, res.json()]).toEqual([label, 404, { detail: 'Project not found' }])
          checked.outsider++
        }
        if (op.access.kind === 'project') {
          // The guard reads project_id from path, then query, then body: an outsider of A naming A in any one
          // place is refused, whether or not the route's schema declares project_id there.
          for (const where of projectLocations(op)) {
            const res = await harness.request(outsider, placeProject(op, where, params))
            expect([label, where, res.statusCode, res.json()]).toEqual([label, where, 404, { detail: 'Project not found' }])
            checked.locations[where]++
          }
        }
        if (op.access.kind === 'superuser') {
          const res = await call(viewer)
          expect([label, res.statusCode, res.json()]).toEqual([label, 403, { detail: 'Superuser access required' }])
          checked.viewer++
        }
        if (op.access.kind === 'project' && isWrite(op.method) && !roleAtLeast('viewer', op.access.role)) {
          const res = await call(viewer)
          expect([label, res.statusCode]).toEqual([label, 403])
          expect(res.json().detail).toBe(`This action needs the ${op.access.role} role in the project; you are viewer`)
          checked.viewer++
        }
        // An event stream the superuser may open never ends: its access is proven by the refusals above and its
        // own tests (test/modules/events).
        if (op.path.endsWith('/events')) continue
        const su = await call(await harness.reissue(superuser), projectUrl(op, superParams), superParams.project_id)
        expect([label, [401, 403].includes(su.statusCode)]).toEqual([label, false])
        checked.superuser++
      }
      expect(checked.anonymous).toBeGreaterThan(8)
      expect(checked.outsider).toBeGreaterThan(4)
      expect(checked.viewer).toBeGreaterThan(4)
      expect(checked.locations.path).toBeGreaterThan(4)
      expect(checked.locations.query).toBeGreaterThan(10)
      expect(checked.locations.body).toBeGreaterThan(8)
    })

    it('lets a low role act on its own project only, wherever project_id sits', async ({ harness }) => {
      const { operations } = await listOperations(harness.app)
      // The caller owns P and is a viewer of A: naming P anywhere must never let a write reach A, and naming A
      // anywhere must meet A's viewer role.
      const p = await harness.project('Own')
      const a = await harness.project('Other')
      const caller = p.members.owner
      await addMember(harness.deps, a.id, { userId: caller.id, role: 'viewer', grantedBy: null })
      let refused = 0
      for (const op of operations) {
        if (op.access.kind !== 'project' || !isWrite(op.method) || roleAtLeast('viewer', op.access.role)) continue
        for (const where of projectLocations(op)) {
          const res = await harness.request(caller, placeProject(op, where, { project_id: a.id, user_id: a.members.member.id }))
          expect([`${op.method} ${op.path}`, where, res.statusCode]).toEqual([`${op.method} ${op.path}`, where, 403])
          refused++
        }
      }
      expect(refused).toBeGreaterThan(10)
    })

    it('lets members act only within their role', async ({ harness }) => {
      const a = await harness.project()
      const { member, editor, admin, owner } = a.members
      const put = (u: typeof member) => harness.request(u, { method: 'PUT', url: `/projects/${a.id}`, payload: { description: 'x' } })
      expect((await put(editor)).statusCode).toBe(403)
      expect((await put(admin)).statusCode).toBe(200)
      const del = (u: typeof member) => harness.request(u, { method: 'DELETE', url: `/projects/${a.id}` })
      expect((await del(admin)).statusCode).toBe(403)
      expect((await del(owner)).json()).toEqual({ deleted: true, id: a.id })
    })
  })
}

describe('a request naming two projects', () => {
  const it = appTest('sqlite', { REQUIRE_AUTH: 'true' })

  it('is refused before it can pass the check for one project and write into the other', async ({ harness }) => {
    const a = await harness.project('Mine')
    const b = await harness.project('Theirs')
    const res = await harness.request(a.members.member, {
      method: 'POST',
      url: `/api-testing/specs?project_id=${a.id}`,
      payload: { name: 'sneaky', content: '# API Test: X', project_id: b.id },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'project_id'], type: 'project_conflict' })
    const theirs = await harness.request(b.members.owner, { url: `/api-testing/specs?project_id=${b.id}` })
    expect(theirs.json().total).toBe(0)
  })
})
