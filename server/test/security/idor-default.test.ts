import { describe, expect } from 'vitest'
import { addMember } from '../../src/modules/projects/service.js'
import { appTest } from '../support/app.js'

/**
 * Issue 8 point 4: the guard authorised the project named anywhere in the request (path, query, body) while
 * handlers acted on `body.project_id ?? 'default'` or `query.project_id ?? 'default'`. An owner of P who is only
 * a viewer of `default` could then create, run and delete in `default` by naming P where the handler did not look.
 */
describe('IDOR into the default project', () => {
  const it = appTest('sqlite', { REQUIRE_AUTH: 'true' })

  it('never lets a project named in one place act on default through another', async ({ harness }) => {
    const p = await harness.project('Mine')
    const attacker = p.members.owner
    await addMember(harness.deps, 'default', { userId: attacker.id, role: 'viewer', grantedBy: null })
    const admin = await harness.user({ superuser: true })
    const seed = await harness.request(admin, {
      method: 'POST',
      url: '/api-testing/specs',
      payload: { name: 'victim', content: '# API Test: Victim\n\n## Test: ping\n\nGET /health\n\nExpect status 200\n' },
    })
    expect(seed.statusCode).toBe(201)
    const uiSeed = await harness.request(admin, {
      method: 'POST',
      url: '/specs',
      payload: { name: 'victim-ui', content: '# Test: Victim\n\n1. Navigate to http://127.0.0.1:1/\n' },
    })
    expect(uiSeed.statusCode).toBe(201)

    // Create: ?project_id=P authorised P; the handler read the body and wrote into default.
    const created = await harness.request(attacker, {
      method: 'POST',
      url: `/api-testing/specs?project_id=${p.id}`,
      payload: { name: 'planted', content: '# API Test: Planted\n' },
    })
    expect(created.statusCode).toBe(201)
    expect(created.json().project_id).toBe(p.id)

    // Delete: body {project_id: P} authorised P; the handler read the query (default) and deleted default's spec.
    const deleted = await harness.request(attacker, {
      method: 'DELETE',
      url: '/api-testing/specs/victim',
      payload: { project_id: p.id },
    })
    expect(deleted.statusCode).toBe(404)

    // Run: ?project_id=P authorised P; the handler started default's spec.
    const run = await harness.request(attacker, {
      method: 'POST',
      url: `/runs?project_id=${p.id}`,
      payload: { spec_name: 'victim-ui' },
    })
    expect(run.statusCode).toBe(404)

    // Import: ?project_id=P with a URL body wrote the imported specs into default.
    const defaultSpecs = await harness.request(admin, { url: '/api-testing/specs?project_id=default' })
    expect(defaultSpecs.json().items.map((s: { name: string }) => s.name)).toEqual(['victim'])
    const mine = await harness.request(attacker, { url: `/api-testing/specs?project_id=${p.id}` })
    expect(mine.json().items.map((s: { name: string }) => s.name)).toEqual(['planted'])
    const defaultRuns = await harness.request(admin, { url: '/runs?project_id=default' })
    expect(defaultRuns.json().total).toBe(0)
  })
})
