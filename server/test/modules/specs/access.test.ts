import { describe, expect } from 'vitest'
import { roleAtLeast } from '../../../src/platform/auth/roles.js'
import { testDialects } from '../../support/env.js'
import { bodyTakesProject, isWrite, listOperations, namesProject, projectUrl } from '../../support/openapi-walk.js'
import { specsTest } from './specs-app.js'

/** The /specs part of the app-wide access walk (test/security), runnable before app.ts lists the routes. */
for (const dialect of testDialects()) {
  describe(`${dialect}: access policy of the /specs routes`, () => {
    const it = specsTest(dialect, { REQUIRE_AUTH: 'true' })

    it('rejects anonymous, outsider and too-low-role callers on every /specs operation', async ({ h }) => {
      const { operations, components } = await listOperations(h.app)
      const ours = operations.filter((op) => op.path === '/specs' || op.path.startsWith('/specs/'))
      expect(ours.map((op) => `${op.method} ${op.path}`).sort()).toEqual([
        'DELETE /specs/{*}',
        'GET /specs',
        'GET /specs/automated',
        'GET /specs/folders',
        'GET /specs/step-suggestions',
        'GET /specs/tags',
        'GET /specs/{*}',
        'POST /specs',
        'POST /specs/validate',
        'PUT /specs/{*}',
      ])
      const a = await h.project()
      const b = await h.project()
      for (const op of ours) {
        const label = `${op.method} ${op.path}`
        const url = projectUrl(op, { project_id: a.id })
        const call = (user: typeof a.members.viewer | undefined) =>
          h.request(user, {
            method: op.method,
            url,
            payload: isWrite(op.method) ? (bodyTakesProject(op, components) ? { project_id: a.id } : {}) : undefined,
          })
        if (label === 'GET /specs/step-suggestions') {
          // The grammar's phrasings are the same for every project: any signed-in user, no project named.
          expect(op.access.kind, label).toBe('user')
          expect((await h.request(undefined, { url: '/specs/step-suggestions?kind=ui' })).statusCode, label).toBe(401)
          expect((await h.request(a.members.viewer, { url: '/specs/step-suggestions?kind=ui' })).statusCode, label).toBe(200)
          continue
        }
        expect(op.access.kind, label).toBe('project')
        if (op.access.kind !== 'project') continue
        expect(namesProject(op, components), label).toBe(true)
        const anon = await call(undefined)
        expect([label, anon.statusCode, anon.json()]).toEqual([label, 401, { detail: 'Not authenticated' }])
        const outsider = await call(b.members.owner)
        expect([label, outsider.statusCode, outsider.json()]).toEqual([label, 404, { detail: 'Project not found' }])
        if (!roleAtLeast('viewer', op.access.role)) {
          const viewer = await call(a.members.viewer)
          expect([label, viewer.statusCode]).toEqual([label, 403])
        }
      }
    })

    it('publishes named schemas for the dashboard client, the recursive folder tree included', async ({ h }) => {
      const doc = (await h.app.inject({ url: '/openapi.json' })).json()
      expect(Object.keys(doc.components.schemas)).toEqual(
        expect.arrayContaining(['UiSpec', 'UiSpecSummary', 'UiSpecFolder', 'UiSpecFolderTree', 'CreateUiSpecBody', 'UpdateUiSpecBody']),
      )
      expect(doc.components.schemas.UiSpecFolder.properties.children.items).toEqual({ $ref: '#/components/schemas/UiSpecFolder' })
    })
  })
}
