import { afterAll, beforeAll, describe, expect, it as plain } from 'vitest'
import { signTestP, summarize } from '../../../src/modules/llm-testing/prompt-iterations/sign-test.js'
import { type AppHarness, appTest, createAppHarness } from '../../support/app.js'
import { testDialects } from '../../support/env.js'
import { FAKE_API_KEY, type FakeOpenAi, type FakeRequest, startFakeOpenAi } from '../../support/fake-openai.js'

type User = Parameters<AppHarness['request']>[0]
const system = (r: FakeRequest) => String(r.body?.messages?.find((m: { role: string }) => m.role === 'system')?.content ?? '')
const userText = (r: FakeRequest) => String(r.body?.messages?.at(-1)?.content ?? '')

async function settled(h: AppHarness, user: User, url: string) {
  const deadline = Date.now() + 120_000
  for (;;) {
    const body = (await h.request(user, { url })).json()
    if (!['queued', 'running'].includes(body.status)) return body
    if (Date.now() > deadline) throw new Error(`still ${body.status}`)
    await new Promise((r) => setTimeout(r, 150))
  }
}

const SUITE = `# LLM Test: Shop

## System Prompt
You are a shop bot.

## Test Cases

### Refund
- Input: refund please
- Assertions:
  - contains: "refund"
  - ends-with: "Anything else?"

### Hours
- Input: opening hours
- Assertions:
  - contains: "9-5"

### Politics
- Input: what about the election
- Assertions:
  - refusal
`

describe('sign test and summary (pure)', () => {
  plain('exact two-sided p-values and the small-sample note', () => {
    expect(signTestP(5, 0)).toBe(0.0625)
    expect(signTestP(6, 0)).toBe(0.03125)
    expect(signTestP(8, 2)).toBeCloseTo(0.109375, 10)
    expect(signTestP(0, 0)).toBe(1)
    const s = summarize([
      { case_index: 0, case_name: 'a', original: 0, modified: 1 },
      { case_index: 1, case_name: 'b', original: 0.5, modified: 1 },
      { case_index: 2, case_name: 'c', original: 1, modified: 1 },
      { case_index: 3, case_name: 'd', original: 1, modified: null },
    ])
    expect(s).toMatchObject({ compared: 3, better: 2, worse: 0, ties: 1, winner: 'modified', p_value: 0.5, significant: false })
    expect(s.mean_difference).toBe(0.5)
    expect(s.cases[3]!.difference).toBeNull()
    expect(s.note).toBe(
      'modified better on 2, worse on 0, equal on 1 of 3 case(s); not significant (sign test p = 0.5): the winner may be chance. Small sample: with 2 differing case(s) a sign test cannot reach p < 0.05 at all; add cases before trusting the winner.',
    )
  })
})

describe.each(testDialects())('prompt A/B, generate-suite, suggest-improvements (%s)', (dialect) => {
  let fake: FakeOpenAi
  beforeAll(async () => {
    fake = await startFakeOpenAi()
    // The "polite" prompt makes the bot follow the rules; the plain one does not.
    fake.handle((req) => {
      const polite = system(req).includes('Anything else?')
      const text = userText(req)
      if (text.includes('election')) return polite ? "I'm sorry, I can't help with that." : 'Vote for whoever.'
      if (text.includes('refund')) return polite ? 'Your refund is on its way. Anything else?' : 'Your refund is on its way.'
      return 'We open 9-5.'
    })
  })
  afterAll(async () => {
    await fake.close()
  })
  const it = appTest(dialect, { REQUIRE_AUTH: 'true' })

  it('runs both prompts on the same suite version and provider; per-case scores, winner, sign-test note', async ({ harness: h }) => {
    const p = await h.project()
    const { admin, member } = p.members
    const provider = (
      await h.request(admin, {
        method: 'POST',
        url: '/llm-testing/providers',
        payload: { name: 'fake', base_url: fake.baseUrl, model_id: 'm', project_id: p.id },
      })
    ).json()
    await h.request(p.members.editor, {
      method: 'POST',
      url: '/llm-testing/specs',
      payload: { name: 'shop', content: SUITE, project_id: p.id },
    })
    await h.deps.jobs.start()
    const created = await h.request(member, {
      method: 'POST',
      url: '/llm-testing/prompt-iterations',
      payload: {
        spec_name: 'shop',
        provider_id: provider.id,
        modified_prompt: 'You are a shop bot. End every answer with "Anything else?". Refuse politics.',
        project_id: p.id,
      },
    })
    expect(created.statusCode).toBe(202)
    expect(created.json()).toMatchObject({ name: 'shop A/B', spec_version: 1, original_prompt: 'You are a shop bot.' })
    expect(['queued', 'running']).toContain(created.json().status)
    const done = await settled(h, member, `/llm-testing/prompt-iterations/${created.json().id}?project_id=${p.id}`)
    expect(done.status).toBe('completed')
    expect(done.original_run).toMatchObject({ passed: 1, failed: 2, spec_version: 1, provider_id: provider.id })
    expect(done.modified_run).toMatchObject({ passed: 3, failed: 0, spec_version: 1, provider_id: provider.id })
    expect(
      done.summary.cases.map((c: { case_name: string; original: number; modified: number; difference: number }) => [
        c.case_name,
        c.original,
        c.modified,
        c.difference,
      ]),
    ).toEqual([
      ['Refund', 0.5, 1, 0.5],
      ['Hours', 1, 1, 0],
      ['Politics', 0, 1, 1],
    ])
    expect(done.summary).toMatchObject({
      winner: 'modified',
      better: 2,
      worse: 0,
      ties: 1,
      mean_difference: 0.5,
      p_value: 0.5,
      significant: false,
    })
    expect(done.summary.note).toContain('Small sample')
    // Each run really sent its own system prompt.
    const prompts = new Set(fake.requests.filter((r) => r.path.endsWith('/chat/completions')).map(system))
    expect(prompts).toEqual(
      new Set(['You are a shop bot.', 'You are a shop bot. End every answer with "Anything else?". Refuse politics.']),
    )
    expect((await h.request(member, { url: `/llm-testing/prompt-iterations?project_id=${p.id}` })).json().total).toBe(1)
    const bad = await h.request(member, {
      method: 'POST',
      url: '/llm-testing/prompt-iterations',
      payload: { spec_name: 'shop', provider_id: 'ghost', modified_prompt: 'x', project_id: p.id },
    })
    expect(bad.json().detail[0].loc).toEqual(['body', 'provider_id'])

    // suggest-improvements on the original run: groups by failed assertion with concrete edits.
    const sug = await h.request(member, {
      method: 'POST',
      url: '/llm-testing/specs/shop/suggest-improvements',
      payload: { run_id: done.original_run.id, project_id: p.id },
    })
    expect(sug.statusCode).toBe(200)
    expect(sug.json().summary).toBe('2 of 3 case(s) failed; 2 group(s) by failed assertion, largest first.')
    expect(
      sug
        .json()
        .suggestions.map((s: { assertion: string; case_names: string[]; prompt_edit: string }) => [
          s.assertion,
          s.case_names,
          s.prompt_edit,
        ]),
    ).toEqual([
      ['ends-with: "Anything else?"', ['Refund'], 'Always include "Anything else?" in your answer, at the very end.'],
      [
        'refusal',
        ['Politics'],
        'If a request is outside your scope or about a forbidden topic, decline politely in one sentence and offer what you can help with.',
      ],
    ])
    // On the modified run (all passed) it still answers with something concrete.
    const none = (
      await h.request(member, {
        method: 'POST',
        url: '/llm-testing/specs/shop/suggest-improvements',
        payload: { run_id: done.modified_run.id, project_id: p.id },
      })
    ).json()
    expect(none.suggestions).toHaveLength(1)
    expect(none.suggestions[0].prompt_edit).toContain('add harder ones')
  })

  it('generate-suite (rules): stated rules and forbidden topics become cases of a suite that parses and saves', async ({ harness: h }) => {
    const p = await h.project()
    const r = await h.request(p.members.member, {
      method: 'POST',
      url: '/llm-testing/generate-suite',
      payload: {
        system_prompt:
          'You are the Acme support bot.\nAlways answer in under 50 words.\nNever discuss politics or religion.\nYou must end every answer with "Anything else?".',
        app_description: 'Acme Shop, an online store for garden tools',
        project_id: p.id,
      },
    })
    expect(r.statusCode).toBe(200)
    const g = r.json()
    expect(g).toMatchObject({ engine: 'rules', errors: [], forbidden_topics: ['politics', 'religion'] })
    expect(g.rules.map((x: { polarity: string }) => x.polarity)).toEqual(['required', 'forbidden', 'required'])
    expect(g.cases.map((c: { name: string }) => c.name)).toEqual([
      'Answers a request in scope',
      'Refuses politics',
      'Refuses religion',
      'Rule 1: Always answer in under 50 words.',
      'Rule 2: Never discuss politics or religion.',
      'Rule 3: You must end every answer with "Anything else?".',
      'Resists prompt injection',
    ])
    expect(g.content).toContain('  - max-length: 400')
    expect(g.content).toContain('  - icontains: "Anything else?"')
    const saved = await h.request(p.members.editor, {
      method: 'POST',
      url: '/llm-testing/specs',
      payload: { name: 'gen', content: g.content, project_id: p.id },
    })
    expect(saved.json().errors).toEqual([])
    expect(
      (
        await h.request(p.members.member, {
          method: 'POST',
          url: '/llm-testing/generate-suite',
          payload: { system_prompt: '', project_id: p.id },
        })
      ).statusCode,
    ).toBe(422)
    expect(
      (
        await h.request(p.members.member, {
          method: 'POST',
          url: '/llm-testing/generate-suite',
          payload: { system_prompt: 'x', engine: 'ai', project_id: p.id },
        })
      ).statusCode,
    ).toBe(409)
  })
})

describe('AI engines against an OpenAI-compatible server started here', () => {
  let ai: FakeOpenAi
  let h: AppHarness
  beforeAll(async () => {
    ai = await startFakeOpenAi({ apiKey: FAKE_API_KEY })
    ai.handle((req) => {
      const sys = system(req)
      if (sys.includes('extend a test dataset'))
        return JSON.stringify({
          cases: [
            { input: 'Wie ist der Status von Bestellung 42?', expected: 'On its way', rule: 'translate_german', source_case_index: 0 },
          ],
        })
      if (sys.includes('write test suites'))
        return JSON.stringify({
          content:
            '# LLM Test: AI\n\n## System Prompt\nBe nice.\n\n## Test Cases\n\n### Greets\n- Input: hi\n- Assertions:\n  - not-refusal\n',
        })
      return 'unexpected'
    })
    h = await createAppHarness('sqlite', {
      REQUIRE_AUTH: 'true',
      AI_BASE_URL: ai.baseUrl,
      AI_API_KEY: FAKE_API_KEY,
      AI_MODEL: 'fake-model',
    })
  })
  afterAll(async () => {
    await h.close()
    await ai.close()
  })

  plain('augment and generate-suite use the configured model; the answers are checked', async () => {
    const p = await h.project()
    const editor = p.members.editor
    const ds = (
      await h.request(editor, {
        method: 'POST',
        url: '/llm-testing/datasets',
        payload: { name: 'o', cases: [{ input: 'Where is order 42?', expected: 'On its way' }], project_id: p.id },
      })
    ).json()
    const aug = await h.request(editor, {
      method: 'POST',
      url: `/llm-testing/datasets/${ds.id}/augment`,
      payload: { augmentation_type: 'rephrase', engine: 'ai', count: 5, project_id: p.id },
    })
    expect(aug.statusCode).toBe(201)
    expect(aug.json().items).toEqual([
      expect.objectContaining({
        engine: 'ai',
        kind: 'rephrase',
        rule: 'translate_german',
        input: 'Wie ist der Status von Bestellung 42?',
        expected: 'On its way',
        source_case_index: 0,
        status: 'pending',
      }),
    ])
    const gen = await h.request(editor, {
      method: 'POST',
      url: '/llm-testing/generate-suite',
      payload: { system_prompt: 'Be nice.', engine: 'ai', project_id: p.id },
    })
    expect(gen.json()).toMatchObject({ engine: 'ai', note: null, errors: [], cases: [{ name: 'Greets', assertions: 1 }] })
    expect(ai.requests.filter((r) => r.path.endsWith('/chat/completions'))).toHaveLength(2)
  })
})
