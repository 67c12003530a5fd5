import { afterEach, beforeEach, describe, expect } from 'vitest'
import { type AppHarness, appTest } from '../../support/app.js'
import { testDialects } from '../../support/env.js'
import { FakeJira } from '../../support/fake-jira.js'
import { failedRun, UI_SPEC } from './helpers.js'

const EMAIL = 'qa@example.com'
const TOKEN = 'jira-token-abcd1234'

describe.each(testDialects())('issue tracker integration (%s)', (dialect) => {
  const it = appTest(dialect, { REQUIRE_AUTH: 'true' })
  let jira: FakeJira

  beforeEach(async () => {
    jira = new FakeJira(EMAIL, TOKEN)
    await jira.start()
  })
  afterEach(async () => {
    await jira.stop()
  })

  async function configured(h: AppHarness) {
    const p = await h.project()
    const res = await h.request(p.members.admin, {
      method: 'POST',
      url: `/tracker/${p.id}/config`,
      payload: { base_url: jira.url, email: EMAIL, api_token: TOKEN, project_key: 'QA' },
    })
    expect(res.json()).toMatchObject({ configured: true, project_key: 'QA', issue_type: 'Bug', secret_masked: '****1234' })
    expect(res.body).not.toContain(TOKEN)
    await h.request(p.members.editor, {
      method: 'POST',
      url: '/specs',
      payload: { name: 'checkout', content: UI_SPEC('checkout'), project_id: p.id },
    })
    return p
  }

  it('files an ADF issue for a failed run, comments on recurrences, and opens a new one once closed', async ({ harness: h }) => {
    const p = await configured(h)
    expect((await h.request(p.members.admin, { method: 'POST', url: `/tracker/${p.id}/test-connection` })).json()).toMatchObject({
      ok: true,
      user: 'QA Bot',
    })
    const run1 = await failedRun(h.deps, p.id, 'checkout', 'Error: expect(page).toHaveTitle("Pay") failed after 5000ms')
    const m = p.members.member
    const created = await h.request(m, {
      method: 'POST',
      url: `/tracker/${p.id}/issues/from-run`,
      payload: { run_id: run1, dashboard_url: 'http://dash.example' },
    })
    expect(created.statusCode).toBe(200)
    expect(created.json()).toMatchObject({
      action: 'created',
      issue: { issue_key: 'QA-1', issue_url: `${jira.url}/browse/QA-1`, spec_name: 'checkout', occurrences: 1 },
    })
    const issue = jira.issues[0]
    expect(issue?.summary).toBe('[Specwright] checkout failed: Error: expect(page).toHaveTitle("Pay") failed after 5000ms')
    expect(issue?.issuetype).toBe('Bug')
    const body = JSON.stringify(issue?.description)
    expect(issue?.description.type).toBe('doc')
    expect(body).toContain('"text":"checkout"')
    expect(body).toContain('at step 2')
    expect(body).toContain('app_regression')
    expect(body).toContain('Diagnosis: app_regression: step 2: the page does not show what the spec expects')
    expect(body).toContain('"codeBlock"')
    expect(body).toContain('at tests/generated/x.spec.ts:9:7')
    expect(body).toContain(`"href":"http://dash.example/runs/${run1}"`)

    // Same run again: nothing is sent.
    const writes = jira.writes().length
    const dup = await h.request(m, { method: 'POST', url: `/tracker/${p.id}/issues/from-run`, payload: { run_id: run1 } })
    expect(dup.json().action).toBe('already_reported')
    expect(jira.writes()).toHaveLength(writes)

    // Same failure, other timings: a comment on QA-1.
    const run2 = await failedRun(h.deps, p.id, 'checkout', 'Error: expect(page).toHaveTitle("Pay") failed after 7500ms')
    const again = await h.request(m, { method: 'POST', url: `/tracker/${p.id}/issues/from-run`, payload: { run_id: run2 } })
    expect(again.json()).toMatchObject({ action: 'commented', issue: { issue_key: 'QA-1', occurrences: 2, run_ids: [run1, run2] } })
    expect(jira.issues).toHaveLength(1)
    expect(jira.issues[0]?.comments).toHaveLength(1)
    expect(JSON.stringify(jira.issues[0]?.comments[0])).toContain(run2)

    // Closed meanwhile: the next recurrence gets a new issue.
    jira.close('QA-1')
    const run3 = await failedRun(h.deps, p.id, 'checkout', 'Error: expect(page).toHaveTitle("Pay") failed after 5000ms')
    const reopened = await h.request(m, { method: 'POST', url: `/tracker/${p.id}/issues/from-run`, payload: { run_id: run3 } })
    expect(reopened.json()).toMatchObject({ action: 'created', issue: { issue_key: 'QA-2' } })

    // A different failure of the same spec: its own issue.
    const run4 = await failedRun(h.deps, p.id, 'checkout', 'TimeoutError: locator.click: Timeout 30000ms exceeded')
    expect(
      (await h.request(m, { method: 'POST', url: `/tracker/${p.id}/issues/from-run`, payload: { run_id: run4 } })).json().issue.issue_key,
    ).toBe('QA-3')

    const list = await h.request(p.members.viewer, { url: `/tracker/${p.id}/issues?spec_name=checkout` })
    expect(
      list
        .json()
        .items.map((i: { issue_key: string }) => i.issue_key)
        .sort(),
    ).toEqual(['QA-1', 'QA-2', 'QA-3'])
  })

  it('links an existing issue after checking it exists, and refuses runs that did not fail', async ({ harness: h }) => {
    const p = await configured(h)
    const m = p.members.member
    const missing = await h.request(m, {
      method: 'POST',
      url: `/tracker/${p.id}/issues/link`,
      payload: { issue_key: 'QA-77', spec_name: 'checkout' },
    })
    expect(missing.statusCode).toBe(502)
    expect(missing.json()).toMatchObject({ remote_status: 404 })
    const run = await failedRun(h.deps, p.id, 'checkout', 'Error: boom')
    await h.request(m, { method: 'POST', url: `/tracker/${p.id}/issues/from-run`, payload: { run_id: run } })
    const linked = await h.request(m, {
      method: 'POST',
      url: `/tracker/${p.id}/issues/link`,
      payload: { issue_key: 'QA-1', spec_name: 'checkout/other' },
    })
    expect(linked.json()).toMatchObject({ action: 'linked', issue: { issue_key: 'QA-1', origin: 'linked', spec_name: 'checkout/other' } })
    const badKey = await h.request(m, {
      method: 'POST',
      url: `/tracker/${p.id}/issues/link`,
      payload: { issue_key: 'nope', spec_name: 'x' },
    })
    expect(badKey.statusCode).toBe(422)

    await h.deps.db.updateTable('runs').set({ status: 'passed' }).where('id', '=', run).execute()
    const passed = await h.request(m, { method: 'POST', url: `/tracker/${p.id}/issues/from-run`, payload: { run_id: run } })
    expect(passed.statusCode).toBe(409)
    expect(passed.json().detail).toBe(`Run ${run} is passed: only a failed run can be reported as an issue`)
    const other = await h.project()
    const foreign = await failedRun(h.deps, other.id, 'x', 'Error')
    expect((await h.request(m, { method: 'POST', url: `/tracker/${p.id}/issues/from-run`, payload: { run_id: foreign } })).statusCode).toBe(
      404,
    )
  })

  it('surfaces 401, 403 and 429 from the tracker as 502 with the remote status, creating nothing', async ({ harness: h }) => {
    const p = await configured(h)
    const run = await failedRun(h.deps, p.id, 'checkout', 'Error: boom')
    jira.forbidden = true
    const forbidden = await h.request(p.members.member, {
      method: 'POST',
      url: `/tracker/${p.id}/issues/from-run`,
      payload: { run_id: run },
    })
    expect(forbidden.statusCode).toBe(502)
    expect(forbidden.json()).toMatchObject({ remote_status: 403 })
    jira.forbidden = false
    jira.fail({ target: '/rest/api/3/issue', method: 'POST', status: 429, retryAfter: '3600' })
    const limited = await h.request(p.members.member, { method: 'POST', url: `/tracker/${p.id}/issues/from-run`, payload: { run_id: run } })
    expect(limited.json()).toMatchObject({ remote_status: 429 })
    expect(limited.json().detail).toContain('retry after 3600 s')
    expect(jira.issues).toEqual([])
    expect((await h.request(p.members.viewer, { url: `/tracker/${p.id}/issues` })).json().items).toEqual([])
  })
})
