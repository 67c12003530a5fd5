import { afterAll, beforeAll, describe, expect } from 'vitest'
import { type AppHarness, appTest } from '../../support/app.js'
import { testDialects } from '../../support/env.js'
import { FAKE_API_KEY, type FakeOpenAi, type FakeRequest, startFakeOpenAi } from '../../support/fake-openai.js'

type User = Parameters<AppHarness['request']>[0]
const userText = (r: FakeRequest) => String(r.body?.messages?.at(-1)?.content ?? '')

/** The fake answers by the case input: the input names the failure to inject. */
function scripted(fake: FakeOpenAi) {
  const seen = new Map<string, number>()
  fake.handle((req) => {
    const text = userText(req)
    const n = (seen.get(text) ?? 0) + 1
    seen.set(text, n)
    if (text.startsWith('rate-once'))
      return n === 1 ? { status: 429, headers: { 'retry-after': '0' }, message: 'slow down' } : 'recovered fine'
    if (text.startsWith('rate-always')) return { status: 429, headers: { 'retry-after': '0' }, message: 'slow down' }
    if (text.startsWith('boom')) return { status: 500, message: 'kaput' }
    if (text.startsWith('malformed')) return { raw: '{"not": "a completion"}' }
    if (text.startsWith('garbage')) return { raw: '<html>oops</html>', contentType: 'text/html' }
    if (text.startsWith('slow')) return { content: 'too late', delayMs: 2500 }
    if (text.startsWith('judge')) return 'irrelevant'
    if (text.includes('Rubric:'))
      return text.includes('polite') ? '{"pass": true, "score": 0.9, "reason": "polite enough"}' : 'I think it is fine'
    return `Echo: ${text}`
  })
}

const SUITE = (cases: string) => `# LLM Test: Faults

## System Prompt
You echo.

## Test Cases
${cases}`

const CASE = (name: string, input: string, assertions: string[]) =>
  `\n### ${name}\n- Input: ${input}\n- Assertions:\n${assertions.map((a) => `  - ${a}`).join('\n')}\n`

async function settled(h: AppHarness, user: User, url: string) {
  const deadline = Date.now() + 120_000
  for (;;) {
    const body = (await h.request(user, { url })).json()
    if (!['queued', 'running'].includes(body.status)) return body
    if (Date.now() > deadline) throw new Error(`still ${body.status}`)
    await new Promise((r) => setTimeout(r, 150))
  }
}

describe.each(testDialects())('LLM testing API against OpenAI-compatible servers started here (%s)', (dialect) => {
  let fake: FakeOpenAi
  let other: FakeOpenAi
  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: FAKE_API_KEY, models: ['fake-model', 'judge-model'] })
    other = await startFakeOpenAi()
    scripted(fake)
    other.handle((req) => (userText(req).startsWith('good') ? 'wrong answer' : `Echo: ${userText(req)}`))
  })
  afterAll(async () => {
    await fake.close()
    await other.close()
  })
  const it = appTest(dialect, { REQUIRE_AUTH: 'true' })

  it('providers: write-only encrypted key, masked, 4xx naming the field, test connection', async ({ harness: h }) => {
    const p = await h.project()
    const admin = p.members.admin
    const body = { name: 'fake', base_url: `${fake.baseUrl}/`, model_id: 'fake-model', api_key: FAKE_API_KEY, project_id: p.id }
    expect((await h.request(p.members.member, { method: 'POST', url: '/llm-testing/providers', payload: body })).statusCode).toBe(403)
    const created = await h.request(admin, { method: 'POST', url: '/llm-testing/providers', payload: { ...body, input_cost_per_1k: 0.5 } })
    expect(created.statusCode).toBe(201)
    expect(created.body).not.toContain(FAKE_API_KEY)
    const provider = created.json()
    expect(provider).toMatchObject({
      api_key_masked: '****cdef',
      needs_reentry: false,
      base_url: fake.baseUrl,
      input_cost_per_1k: 0.5,
      output_cost_per_1k: null,
      concurrency: 4,
    })
    const stored = await h.deps.db.selectFrom('llm_providers').selectAll().where('id', '=', provider.id).executeTakeFirstOrThrow()
    expect(stored.api_key_sealed).not.toContain(FAKE_API_KEY)
    expect(h.deps.secrets.open(stored.api_key_sealed!)).toEqual({ ok: true, value: FAKE_API_KEY })

    const bad = async (payload: object) =>
      (await h.request(admin, { method: 'POST', url: '/llm-testing/providers', payload: { ...body, name: 'x', ...payload } })).json()
    expect((await bad({ base_url: 'ftp://x' })).detail[0].loc).toEqual(['body', 'base_url'])
    expect((await bad({ base_url: 'not a url' })).detail[0].loc).toEqual(['body', 'base_url'])
    expect((await bad({ output_cost_per_1k: -1 })).detail[0].loc).toEqual(['body', 'output_cost_per_1k'])
    expect((await h.request(admin, { method: 'POST', url: '/llm-testing/providers', payload: body })).statusCode).toBe(409)
    expect((await h.request(admin, { url: `/llm-testing/providers/nope?project_id=${p.id}` })).statusCode).toBe(404)

    const test = await h.request(p.members.member, { method: 'POST', url: `/llm-testing/providers/${provider.id}/test?project_id=${p.id}` })
    expect(test.json()).toMatchObject({ ok: true, model_available: true, models: ['fake-model', 'judge-model'] })
    const rekeyed = await h.request(admin, {
      method: 'PUT',
      url: `/llm-testing/providers/${provider.id}`,
      payload: { api_key: 'sk-wrong-key-9999', project_id: p.id },
    })
    expect(rekeyed.json().api_key_masked).toBe('****9999')
    const refused = (
      await h.request(p.members.member, { method: 'POST', url: `/llm-testing/providers/${provider.id}/test?project_id=${p.id}` })
    ).json()
    expect(refused).toMatchObject({ ok: false, detail: 'AI provider rejected the API key (HTTP 401)' })
    expect(JSON.stringify(refused)).not.toContain('sk-wrong-key-9999')
    const list = (await h.request(p.members.viewer, { url: `/llm-testing/providers?project_id=${p.id}` })).json()
    expect(list.items.map((i: { name: string }) => i.name)).toEqual(['fake'])
  })

  it('suites: every save is a version, diff of two versions, errors by line', async ({ harness: h }) => {
    const p = await h.project()
    const m = p.members.editor
    const v1 = SUITE(CASE('one', 'hello', ['contains: hello']))
    const created = await h.request(m, {
      method: 'POST',
      url: '/llm-testing/specs',
      payload: { name: 'faults', content: v1, project_id: p.id },
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ version: 1, errors: [], cases: [{ name: 'one', assertions: 1 }] })
    const v2 = `${v1}${CASE('two', 'x', ['smells-nice'])}`
    const saved = (
      await h.request(m, { method: 'PUT', url: '/llm-testing/specs/faults', payload: { content: v2, project_id: p.id } })
    ).json()
    expect(saved.version).toBe(2)
    expect(saved.errors).toEqual([{ line: 16, message: expect.stringContaining('unknown assertion type "smells-nice"') }])
    expect(
      (await h.request(m, { method: 'PUT', url: '/llm-testing/specs/faults', payload: { content: v2, project_id: p.id } })).json().version,
    ).toBe(2)
    const versions = (await h.request(p.members.viewer, { url: `/llm-testing/specs/faults/versions?project_id=${p.id}` })).json()
    expect(versions.items.map((v: { version: number }) => v.version)).toEqual([2, 1])
    const diff = (await h.request(p.members.viewer, { url: `/llm-testing/specs/faults/diff?from=1&to=2&project_id=${p.id}` })).json()
    expect(diff).toMatchObject({ from: 1, to: 2, added: 5, removed: 0 })
    expect(diff.patch).toContain('+### two')
    expect((await h.request(m, { url: `/llm-testing/specs/faults/versions/1?project_id=${p.id}` })).json().content).toBe(v1)
    expect((await h.request(m, { url: `/llm-testing/specs/faults/versions/9?project_id=${p.id}` })).statusCode).toBe(404)
    expect((await h.request(m, { url: `/llm-testing/specs/nope?project_id=${p.id}` })).statusCode).toBe(404)
    const validated = await h.request(p.members.viewer, {
      method: 'POST',
      url: `/llm-testing/specs/validate?project_id=${p.id}`,
      payload: { content: 'nope' },
    })
    expect(validated.json().errors[0]).toEqual({ line: 1, message: 'The suite must start with "# LLM Test: <name>"' })

    // A run refuses the version with errors, an unknown provider, an unknown version: 422 naming the field.
    const prov = (
      await h.request(p.members.admin, {
        method: 'POST',
        url: '/llm-testing/providers',
        payload: { name: 'o', base_url: other.baseUrl, model_id: 'm', project_id: p.id },
      })
    ).json()
    const run = async (payload: object) =>
      (
        await h.request(m, {
          method: 'POST',
          url: '/llm-testing/run',
          payload: { spec_name: 'faults', provider_id: prov.id, project_id: p.id, ...payload },
        })
      ).json()
    expect((await run({})).detail[0]).toMatchObject({ loc: ['body', 'spec_name'], msg: expect.stringContaining('line 16') })
    expect((await run({ version: 7 })).detail[0]).toMatchObject({ loc: ['body', 'version'] })
    expect((await run({ version: 1, provider_id: 'ghost' })).detail[0]).toMatchObject({ loc: ['body', 'provider_id'] })
    expect((await run({ spec_name: 'ghost' })).detail[0]).toMatchObject({ loc: ['body', 'spec_name'] })
    expect((await run({ version: 1 })).status).toBe('queued')
  })

  it('runs: 429, 500, malformed, timeouts are errors told apart; nothing unevaluated passes; cache and judge', {
    timeout: 120_000,
  }, async ({ harness: h }) => {
    const p = await h.project()
    const m = p.members.member
    const admin = p.members.admin
    const mk = async (name: string, extra: object = {}) =>
      (
        await h.request(admin, {
          method: 'POST',
          url: '/llm-testing/providers',
          payload: {
            name,
            base_url: fake.baseUrl,
            model_id: 'fake-model',
            api_key: FAKE_API_KEY,
            timeout_ms: 800,
            input_cost_per_1k: 1,
            output_cost_per_1k: 2,
            project_id: p.id,
            ...extra,
          },
        })
      ).json()
    const provider = await mk('main')
    const judge = await mk('judge', { model_id: 'judge-model' })
    const content = [
      CASE('fine', 'hello world', ['contains: hello', 'not-refusal']),
      CASE('wrong', 'bye', ['contains: hello']),
      CASE('throttled once', 'rate-once', ['contains: recovered']),
      CASE('always throttled', 'rate-always', ['not-contains: zzz']),
      CASE('server error', 'boom', ['not-contains: zzz']),
      CASE('malformed', 'malformed body', ['not-contains: zzz']),
      CASE('not json', 'garbage', ['max-length: 1000']),
      CASE('slow', 'slow answer', ['not-contains: zzz']),
      CASE('rubric ok', 'be polite', ['llm-rubric: is polite']),
      CASE('rubric unusable', 'be rude', ['llm-rubric: is rude']),
    ].join('')
    expect(
      (
        await h.request(m, {
          method: 'POST',
          url: '/llm-testing/specs',
          payload: { name: 'faults', content: SUITE(content), project_id: p.id },
        })
      ).json().errors,
    ).toEqual([])
    await h.deps.jobs.start()
    const started = await h.request(m, {
      method: 'POST',
      url: '/llm-testing/run',
      payload: { spec_name: 'faults', provider_id: provider.id, judge_provider_id: judge.id, project_id: p.id },
    })
    expect(started.statusCode).toBe(202)
    const run = await settled(h, m, `/llm-testing/runs/${started.json().id}?project_id=${p.id}`)
    const results = (await h.request(m, { url: `/llm-testing/runs/${run.id}/results?project_id=${p.id}&limit=100` })).json().items
    const byName = Object.fromEntries(results.map((r: { case_name: string }) => [r.case_name, r]))
    const summary = Object.fromEntries(
      results.map((r: { case_name: string; status: string; call_status: string }) => [r.case_name, `${r.status}/${r.call_status}`]),
    )
    expect(summary).toEqual({
      fine: 'passed/ok',
      wrong: 'failed/ok',
      'throttled once': 'passed/ok',
      'always throttled': 'error/throttled',
      'server error': 'error/failed',
      malformed: 'error/failed',
      'not json': 'error/failed',
      slow: 'error/timeout',
      'rubric ok': 'passed/ok',
      'rubric unusable': 'error/ok',
    })
    for (const name of ['always throttled', 'server error', 'malformed', 'slow']) {
      expect(byName[name].assertions).toEqual([expect.objectContaining({ status: 'error', pass: false, score: 0 })])
    }
    expect(byName.malformed.error).toContain('unreadable answer')
    expect(byName['rubric ok'].assertions[0]).toMatchObject({ status: 'pass', score: 0.9, reason: 'judge: polite enough' })
    expect(byName['rubric unusable'].assertions[0]).toMatchObject({ status: 'error', reason: expect.stringContaining('the judge failed') })
    expect(byName.fine).toMatchObject({ output: 'Echo: hello world', cached: false, prompt_tokens: 6, completion_tokens: 5 })
    expect(byName.fine.cost).toBeCloseTo(0.006 + 0.01, 10)
    expect(run).toMatchObject({
      status: 'failed',
      passed: 3,
      failed: 1,
      errored: 6,
      pass_rate: 0.3,
      progress: { done: 10, total: 10 },
      spec_version: 1,
    })
    expect(run.latency_p50_ms).toBeGreaterThan(0)
    expect(run.latency_p95_ms).toBeGreaterThanOrEqual(run.latency_p50_ms)
    expect(run.cost).toBeGreaterThan(0)
    const failures = (await h.request(m, { url: `/llm-testing/runs/${run.id}/results?project_id=${p.id}&failures=true&limit=100` })).json()
    expect(failures.total).toBe(7)

    // Second run: the answered cases come from the cache; a bypass asks again.
    const before = fake.chatRequests().filter((r) => userText(r) === 'hello world').length
    const again = await h.request(m, {
      method: 'POST',
      url: '/llm-testing/run',
      payload: { spec_name: 'faults', provider_id: provider.id, judge_provider_id: judge.id, project_id: p.id },
    })
    const cachedRun = await settled(h, m, `/llm-testing/runs/${again.json().id}?project_id=${p.id}`)
    expect(cachedRun.cached).toBe(5)
    expect(fake.chatRequests().filter((r) => userText(r) === 'hello world').length).toBe(before)
    const bypass = await h.request(m, {
      method: 'POST',
      url: '/llm-testing/run',
      payload: { spec_name: 'faults', provider_id: provider.id, use_cache: false, project_id: p.id, judge_provider_id: judge.id },
    })
    const fresh = await settled(h, m, `/llm-testing/runs/${bypass.json().id}?project_id=${p.id}`)
    expect(fresh.cached).toBe(0)
    expect(fake.chatRequests().filter((r) => userText(r) === 'hello world').length).toBe(before + 1)
  })

  it('streams: a truncated stream is a failed call, never a pass', { timeout: 60_000 }, async ({ harness: h }) => {
    const p = await h.project()
    const streaming = await startFakeOpenAi()
    streaming.handle((req) =>
      userText(req) === 'cut' ? { content: 'one two three four', dropAfterChunks: 2 } : { content: 'all of it here' },
    )
    try {
      const prov = (
        await h.request(p.members.admin, {
          method: 'POST',
          url: '/llm-testing/providers',
          payload: { name: 's', base_url: streaming.baseUrl, model_id: 'm', default_params: { stream: true }, project_id: p.id },
        })
      ).json()
      const content = SUITE(CASE('whole', 'full', ['contains: here']) + CASE('cut', 'cut', ['not-contains: zzz']))
      await h.request(p.members.member, { method: 'POST', url: '/llm-testing/specs', payload: { name: 's', content, project_id: p.id } })
      await h.deps.jobs.start()
      const started = (
        await h.request(p.members.member, {
          method: 'POST',
          url: '/llm-testing/run',
          payload: { spec_name: 's', provider_id: prov.id, project_id: p.id },
        })
      ).json()
      const run = await settled(h, p.members.member, `/llm-testing/runs/${started.id}?project_id=${p.id}`)
      expect(run).toMatchObject({ passed: 1, errored: 1 })
      const items = (await h.request(p.members.member, { url: `/llm-testing/runs/${run.id}/results?project_id=${p.id}` })).json().items
      expect(items[1]).toMatchObject({ status: 'error', call_status: 'failed', output: null })
      expect(streaming.chatRequests()[0]!.body.stream).toBe(true)
    } finally {
      await streaming.close()
    }
  })

  it('compare: matrix per provider, documented winner, cases side by side; cancel', { timeout: 90_000 }, async ({ harness: h }) => {
    const p = await h.project()
    const m = p.members.member
    const add = async (name: string, baseUrl: string, extra: object = {}) =>
      (
        await h.request(p.members.admin, {
          method: 'POST',
          url: '/llm-testing/providers',
          payload: { name, base_url: baseUrl, model_id: 'fake-model', api_key: FAKE_API_KEY, project_id: p.id, ...extra },
        })
      ).json()
    const a = await add('alpha', fake.baseUrl)
    const b = await add('beta', other.baseUrl)
    const content = SUITE(
      CASE('good one', 'good one', ['contains: Echo']) +
        CASE('good two', 'good two', ['contains: Echo']) +
        CASE('plain', 'plain', ['contains: Echo']),
    )
    await h.request(m, { method: 'POST', url: '/llm-testing/specs', payload: { name: 'cmp', content, project_id: p.id } })
    await h.deps.jobs.start()
    expect(
      (
        await h.request(m, {
          method: 'POST',
          url: '/llm-testing/compare',
          payload: { spec_name: 'cmp', provider_ids: [a.id, a.id], project_id: p.id },
        })
      ).statusCode,
    ).toBe(422)
    const bad = (
      await h.request(m, {
        method: 'POST',
        url: '/llm-testing/compare',
        payload: { spec_name: 'cmp', provider_ids: [a.id, 'ghost'], project_id: p.id },
      })
    ).json()
    expect(bad.detail[0].loc).toEqual(['body', 'provider_ids', 1])
    const started = await h.request(m, {
      method: 'POST',
      url: '/llm-testing/compare',
      payload: { spec_name: 'cmp', provider_ids: [b.id, a.id], project_id: p.id },
    })
    expect(started.statusCode).toBe(202)
    const cmp = await settled(h, m, `/llm-testing/comparisons/${started.json().id}?project_id=${p.id}`)
    expect(cmp.status).toBe('completed')
    expect(cmp.runs.map((r: { provider_name: string; pass_rate: number }) => [r.provider_name, r.pass_rate]).sort()).toEqual([
      ['alpha', 1],
      ['beta', 0.3333],
    ])
    expect(cmp.winner_provider_id).toBe(a.id)
    expect(cmp.winner_reason).toBe('alpha wins: pass rate 100% vs 33.3%')
    const cases = (await h.request(m, { url: `/llm-testing/comparisons/${cmp.id}/cases?project_id=${p.id}&differing=true` })).json()
    expect(cases.total).toBe(2)
    expect(cases.items[0]).toMatchObject({
      case_name: 'good one',
      results: { [a.id]: { status: 'passed', output: 'Echo: good one' }, [b.id]: { status: 'failed', output: 'wrong answer' } },
    })

    // Cancel: a slow provider with many cases stops early and ends cancelled.
    const slow = await startFakeOpenAi()
    slow.handle(() => ({ content: 'Echo', delayMs: 400 }))
    try {
      const s = await add('slow', slow.baseUrl, { concurrency: 1 })
      const many = SUITE(Array.from({ length: 30 }, (_, i) => CASE(`c${i}`, `in ${i}`, ['contains: Echo'])).join(''))
      await h.request(m, { method: 'POST', url: '/llm-testing/specs', payload: { name: 'many', content: many, project_id: p.id } })
      const run = (
        await h.request(m, { method: 'POST', url: '/llm-testing/run', payload: { spec_name: 'many', provider_id: s.id, project_id: p.id } })
      ).json()
      await new Promise((r) => setTimeout(r, 1500))
      const cancelled = (await h.request(m, { method: 'POST', url: `/llm-testing/runs/${run.id}/cancel?project_id=${p.id}` })).json()
      expect(cancelled.status).toBe('cancelled')
      expect(cancelled.progress.done).toBeLessThan(30)
      expect((await h.request(m, { method: 'POST', url: `/llm-testing/runs/${run.id}/cancel?project_id=${p.id}` })).statusCode).toBe(409)
    } finally {
      await slow.close()
    }
  })
})
