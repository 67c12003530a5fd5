import { afterAll, beforeAll, describe, expect } from 'vitest'
import { getRun, startRun } from '../../src/modules/runs/service.js'
import { createSpec } from '../../src/modules/specs/service.js'
import { appTest } from '../support/app.js'
import { BUG_CATCHES, PAGES, servePages, specText } from './corpus.js'

// End to end through the real service, jobs, pipeline and Playwright runner, with no AI provider: each corpus page
// passes, a planted bug fails on its check as an app regression and is never healed, and a step whose target cannot
// be found ends the run `error` at generation ("could not automate"), never run into the test timeout.

let pages: Awaited<ReturnType<typeof servePages>>
beforeAll(async () => {
  pages = await servePages()
})
afterAll(async () => {
  await pages?.close()
})

const UNRESOLVABLE = `# Test: Archive an item

## Steps

1. Open {{APP_PAGE}}
2. Type "Buy milk" in the "What needs to be done?" field and press Enter
3. Click the archive button for "Buy milk"
4. Verify "Buy milk" is not visible
`

describe('real pages, run end to end', () => {
  const it = appTest('sqlite', { REQUIRE_AUTH: 'false', SPEC_ENV_ALLOWLIST: 'APP_*' })

  it('pass on correct pages, fail on planted bugs without healing, error fast on an unresolvable target', { timeout: 900_000 }, async ({
    harness: h,
  }) => {
    const deps = h.deps
    await deps.jobs.start()
    const run = async (spec: string, content: string, url: string) => {
      await createSpec(deps, 'default', { name: spec, content })
      process.env.APP_PAGE = url
      const queued = await startRun(deps, 'default', spec, { engine: 'rules', heal: true, max_heal_attempts: 2 })
      for (;;) {
        const detail = await getRun(deps, 'default', queued.id)
        if (!['queued', 'running'].includes(detail.status)) return detail
        await new Promise((r) => setTimeout(r, 200))
      }
    }

    for (const page of PAGES) {
      const passed = await run(page, specText(page), pages.url(page))
      expect([page, passed.status, passed.error, passed.cause]).toEqual([page, 'passed', null, null])
    }

    const buggy = await run('plain-dom-counter-bug', specText('plain-dom'), pages.url('plain-dom', 'counter'))
    expect([buggy.status, buggy.cause]).toEqual(['failed', 'app'])
    expect(buggy.attempts).toHaveLength(1)
    expect(buggy.attempts[0]).toMatchObject({ failed_step: BUG_CATCHES['plain-dom'].counter, classification: 'app_regression' })
    expect(buggy.code).toContain("'2 items left'") // the expectation as written, never healed away

    const filter = await run('template-filter-bug', specText('template-bound'), pages.url('template-bound', 'filter'))
    expect([filter.status, filter.cause, filter.attempts.length]).toEqual(['failed', 'app', 1])
    expect(filter.attempts[0]).toMatchObject({ failed_step: BUG_CATCHES['template-bound'].filter, classification: 'app_regression' })

    const unresolvable = await run('archive-item', UNRESOLVABLE, pages.url('plain-dom'))
    expect([unresolvable.status, unresolvable.cause]).toEqual(['error', 'automation'])
    expect(unresolvable.error).toMatch(
      /^Could not automate step 3 \(line 7\) "Click the archive button for \\"Buy milk\\"|^Could not automate step 3 \(line 7\) "Click the archive button for "Buy milk"": nothing matches button "archive" in the row "Buy milk"; closest candidates: .*\(\d\.\d\d\)/,
    )
    expect(unresolvable.attempts).toEqual([]) // the test never ran, so it never waited for its timeout
    const generate = unresolvable.stages.find((s) => s.name === 'generate')
    expect(generate?.status).toBe('error')
    expect(generate?.duration_ms).toBeLessThan(20_000)
    expect(unresolvable.stages.some((s) => s.name.startsWith('validate'))).toBe(false)
  })
})
