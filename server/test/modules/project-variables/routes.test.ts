import { describe, expect } from 'vitest'
import { resolvePlaceholders } from '../../../src/modules/project-variables/service.js'
import { SecretBox } from '../../../src/platform/auth/secret-box.js'
import { appTest } from '../../support/app.js'
import { testDialects } from '../../support/env.js'

for (const dialect of testDialects()) {
  describe(`${dialect}: project variables and secrets`, () => {
    const it = appTest(dialect, { REQUIRE_AUTH: 'true', SPEC_ENV_ALLOWLIST: 'SHARED_*' })

    it('are set by admins, listed to members, replaced, deleted, and resolved with the allowlist', async ({ harness: h }) => {
      const p = await h.project()
      const url = (name: string) => `/projects/${p.id}/variables/${name}`
      const plain = await h.request(p.members.admin, {
        method: 'PUT',
        url: url('SITE'),
        payload: { value: 'https://shop.example', secret: false },
      })
      expect(plain.json()).toMatchObject({ name: 'SITE', secret: false, value: 'https://shop.example', masked: null })
      await h.request(p.members.admin, { method: 'PUT', url: url('PASS'), payload: { value: 'first-value' } })
      const replaced = await h.request(p.members.owner, { method: 'PUT', url: url('PASS'), payload: { value: 'second-value' } })
      expect(replaced.json()).toMatchObject({ secret: true, value: null, masked: '****alue' })
      const list = await h.request(p.members.viewer, { url: `/projects/${p.id}/variables` })
      expect(list.json().items.map((v: { name: string }) => v.name)).toEqual(['PASS', 'SITE'])
      expect(list.json().env_allowlist).toEqual(['SHARED_*'])

      process.env.SHARED_URL = 'https://staging.example'
      process.env.OTHER_VAR = 'not allowed'
      try {
        const resolved = await resolvePlaceholders(h.deps, p.id, ['PASS', 'SITE', 'SHARED_URL', 'OTHER_VAR', 'DATABASE_URL'])
        expect(resolved.values).toEqual({ PASS: 'second-value', SITE: 'https://shop.example', SHARED_URL: 'https://staging.example' })
        expect(resolved.problems.map((x) => x.name)).toEqual(['DATABASE_URL', 'OTHER_VAR'])
      } finally {
        delete process.env.SHARED_URL
        delete process.env.OTHER_VAR
      }

      const gone = await h.request(p.members.admin, { method: 'DELETE', url: url('PASS') })
      expect(gone.json()).toEqual({ deleted: true, name: 'PASS' })
      expect((await h.request(p.members.admin, { method: 'DELETE', url: url('PASS') })).statusCode).toBe(404)
      expect((await h.request(p.members.editor, { method: 'DELETE', url: url('SITE') })).statusCode).toBe(403)
      expect((await h.request(p.members.admin, { method: 'PUT', url: url('1BAD'), payload: { value: 'x' } })).statusCode).toBe(422)
      expect((await h.request(p.members.admin, { method: 'PUT', url: url('OK'), payload: { value: '' } })).statusCode).toBe(422)
    })

    it('marks values sealed under an older JWT_SECRET_KEY as needing re-entry and refuses to resolve them', async ({ harness: h }) => {
      const p = await h.project()
      await h.deps.db
        .insertInto('project_variables')
        .values({
          project_id: p.id,
          name: 'OLD',
          secret: 1,
          value_sealed: new SecretBox('another-key-that-is-at-least-32-chars!!').seal('old-value'),
          last4: '****alue',
          updated_by: null,
          updated_at: h.deps.clock.nowIso(),
        })
        .execute()
      const list = await h.request(p.members.viewer, { url: `/projects/${p.id}/variables` })
      expect(list.json().items[0]).toMatchObject({ name: 'OLD', needs_reentry: true })
      const { values, problems } = await resolvePlaceholders(h.deps, p.id, ['OLD'])
      expect(values).toEqual({})
      expect(problems[0]?.message).toContain('must be entered again')
    })
  })
}
